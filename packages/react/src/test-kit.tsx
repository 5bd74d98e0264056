/**
 * What the package's component tests share (not exported to the apps): a promise settled by hand, and an input
 * drawn from a hook's field props — its label, the input, its hint and its error (the sites draw theirs their own
 * way).
 */

/** A promise and its resolve/reject, to hold a write or a read open while the test looks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type FieldProps = { label: string; error?: string | null | undefined; hint?: string } & Record<string, unknown>;

export function Input({ label, error, hint, ...input }: FieldProps) {
  return (
    <div>
      <label>
        {label}
        <input {...input} />
      </label>
      {hint && <small>{hint}</small>}
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
