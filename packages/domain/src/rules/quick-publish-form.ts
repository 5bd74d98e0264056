/**
 * The quick-publish form as pure logic (docs/product.md §5 rules and messages, §4 "Task publish"), so it is tested
 * without a DOM: which field is checked when, what a submit validates, and the publish sequence
 * (validate → log in when needed → publish). The desktop's dialog and the phone site's bottom sheet share it.
 */
import { SOURCE_CHANNEL } from '../constants/base.js';
import { checkMobile, checkSmsCode, checkTaskAmount, checkTaskName } from './checks.js';
import { checkSelfAssign } from './quick-publish.js';

/** What a quick-publish opening asks for: 雇佣TA's designer (null for an open task) and its sourceType (docs/product.md §9). */
export interface QuickPublishRequest {
  designerId: number | null;
  sourceType: number;
}

export type QuickPublishField = 'taskName' | 'taskAmount' | 'mobile' | 'smsCode';
export type QuickPublishValues = Record<QuickPublishField, string>;
export type QuickPublishErrors = Partial<Record<QuickPublishField, string>>;

export interface QuickPublishFormState {
  values: QuickPublishValues;
  errors: QuickPublishErrors;
}

export const initialQuickPublish: QuickPublishFormState = {
  values: { taskName: '', taskAmount: '', mobile: '', smsCode: '' },
  errors: {},
};

const CHECKS: Record<QuickPublishField, (value: string) => string | null> = {
  taskName: checkTaskName,
  taskAmount: checkTaskAmount,
  mobile: checkMobile,
  smsCode: checkSmsCode,
};

export type QuickPublishAction =
  | { type: 'change'; field: QuickPublishField; value: string }
  | { type: 'blur'; field: QuickPublishField }
  /** A code the send-code answer carried (dev driver): filled in and validated (docs/product.md §7). */
  | { type: 'codeReceived'; value: string }
  | { type: 'submitErrors'; errors: QuickPublishErrors }
  | { type: 'reset' };

const withError = (
  errors: QuickPublishErrors,
  field: QuickPublishField,
  message: string | null,
): QuickPublishErrors => {
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
};

/**
 * docs/product.md §5: taskName is checked on blur, taskAmount on change, mobile on blur; every field on submit. A
 * shown error clears as soon as the field is valid again (the user is not told off while fixing it).
 */
export function quickPublishReducer(state: QuickPublishFormState, action: QuickPublishAction): QuickPublishFormState {
  switch (action.type) {
    case 'change': {
      const value = action.field === 'mobile' ? action.value.trim() : action.value;
      const values = { ...state.values, [action.field]: value };
      const message = CHECKS[action.field](value);
      if (action.field === 'taskAmount') return { values, errors: withError(state.errors, 'taskAmount', message) };
      const errors =
        state.errors[action.field] && message === null ? withError(state.errors, action.field, null) : state.errors;
      return { values, errors };
    }
    case 'blur': {
      if (action.field !== 'taskName' && action.field !== 'mobile') return state;
      const message = CHECKS[action.field](state.values[action.field]);
      return { ...state, errors: withError(state.errors, action.field, message) };
    }
    case 'codeReceived':
      return {
        values: { ...state.values, smsCode: action.value },
        errors: withError(state.errors, 'smsCode', checkSmsCode(action.value)),
      };
    case 'submitErrors':
      return { ...state, errors: action.errors };
    case 'reset':
      return initialQuickPublish;
  }
}

/** The fields a submit checks: the task, plus mobile and code for a visitor (docs/product.md §2). */
export const quickPublishFields = (needsLogin: boolean): QuickPublishField[] =>
  needsLogin ? ['taskName', 'taskAmount', 'mobile', 'smsCode'] : ['taskName', 'taskAmount'];

/** Every message of a submit, in field order (the first one gets the focus). */
function validateForm(values: QuickPublishValues, needsLogin: boolean): QuickPublishErrors {
  const errors: QuickPublishErrors = {};
  for (const field of quickPublishFields(needsLogin)) {
    const message = CHECKS[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** docs/product.md §3/§9: the task-employ form as sent to task/pubTaskEmploy. */
export function quickPublishPayload(values: QuickPublishValues, request: QuickPublishRequest, sourceAddress: string) {
  return {
    designerId: request.designerId,
    taskName: values.taskName.trim(),
    taskAmount: Number(values.taskAmount.trim()),
    sourceAddress,
    sourceChannel: SOURCE_CHANNEL,
    sourceType: request.sourceType,
  };
}

export type QuickPublishOutcome = 'invalid' | 'loginFailed' | 'selfAssign' | 'publishFailed' | 'published';

export interface QuickPublishDeps {
  /** The SMS login call; true on success (its failure toast comes from the API client). */
  login: (mobile: string, smsCode: string) => Promise<boolean>;
  /** The post-login steps; the user's id, or null when the session could not be read. */
  completeLogin: () => Promise<number | null>;
  publish: (payload: ReturnType<typeof quickPublishPayload>) => Promise<boolean>;
  /** Shown for a refused self-assignment (the toast). */
  warn: (message: string) => void;
}

export interface QuickPublishInput {
  values: QuickPublishValues;
  request: QuickPublishRequest;
  /** The viewer's user id; null for a visitor, who logs in first. */
  userId: number | null;
  sourceAddress: string;
}

/**
 * docs/product.md §4 "Task publish": validate, log in first when needed, then publish. A failed login publishes
 * nothing; a user who turns out to be the hired designer (logged in inside the dialog) is refused with
 * 不能给自己指派任务 (docs/product.md §5) before any publish call.
 */
export async function runQuickPublish(
  input: QuickPublishInput,
  deps: QuickPublishDeps,
): Promise<{ outcome: QuickPublishOutcome; errors?: QuickPublishErrors }> {
  const needsLogin = input.userId === null;
  const errors = validateForm(input.values, needsLogin);
  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };
  let userId = input.userId;
  if (needsLogin) {
    if (!(await deps.login(input.values.mobile, input.values.smsCode.trim()))) return { outcome: 'loginFailed' };
    userId = await deps.completeLogin();
    if (userId === null) return { outcome: 'loginFailed' };
  }
  const selfAssign = checkSelfAssign(input.request.designerId, userId);
  if (selfAssign) {
    deps.warn(selfAssign);
    return { outcome: 'selfAssign' };
  }
  const ok = await deps.publish(quickPublishPayload(input.values, input.request, input.sourceAddress));
  return { outcome: ok ? 'published' : 'publishFailed' };
}
