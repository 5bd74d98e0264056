import { Empty } from './states';

/** 加载失败 with 重试 (decision 019), or the thing's own "not found" text. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="m-empty">
      <p>加载失败，请检查网络后重试</p>
      <button type="button" className="m-button m-button-ghost" onClick={retry}>
        重试
      </button>
    </div>
  );
}

export const Missing = ({ text }: { text: string }) => <Empty text={text} action={{ to: '/', label: '回到首页' }} />;
