/**
 * Opens (or finds) a conversation and goes to it (issue 25 on phones, as the desktop's): 联系雇主 for an applicant
 * and 联系设计师 for the employer on a task page, 咨询TA on a designer's homepage. A visitor logs in first.
 */
import { conversationPath } from '@bazaar/domain/rules/chat-thread';
import { useChange } from '@bazaar/react/change';
import { call } from '@/shared/api';
import { useLocation, useNavigate } from '@/shared/router';
import { useSession } from '@/shared/session';

export function ContactButton({
  designerId,
  orderId,
  label,
  className = 'm-button m-button-ghost',
}: {
  designerId: number;
  orderId?: number;
  label: string;
  className?: string;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { run: openConversation, busy } = useChange(() =>
    call('openConversation', { designerId, ...(orderId !== undefined ? { orderId } : {}) }),
  );
  const open = async () => {
    if (!user) return navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
    const result = await openConversation();
    if (result?.success && result.data) navigate(conversationPath(result.data.conversationId));
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void open()}>
      {label}
    </button>
  );
}
