import { useChange } from '@bazaar/react/change';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '@/shared/api/client';
import * as paths from '@/shared/lib/page-paths';
import { useSession } from '@/shared/session/use-session';
import { Button, type ButtonLook } from '@/shared/ui/button';

interface ContactButtonProps extends ButtonLook {
  /** The designer of the conversation. */
  designerId: number;
  /** The task it is about; none for a pre-hire inquiry (咨询TA). */
  orderId?: number;
  label: string;
}

/**
 * Opens (or finds) the conversation and goes to it (issue 25): 发消息 in the applicant list, 联系雇主 on the
 * task page, 咨询TA on a designer's homepage. A visitor is sent to log in first, like every private page.
 */
export function ContactButton({ designerId, orderId, label, variant, size, className }: ContactButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { run: openConversation, busy } = useChange(() =>
    callApi('openConversation', { designerId, ...(orderId !== undefined ? { orderId } : {}) }),
  );
  const open = async () => {
    if (!session.isLogin) return navigate(paths.login(pathname + search));
    const result = await openConversation();
    if (result?.success && result.data) navigate(paths.conversation(result.data.conversationId));
  };
  return (
    <Button variant={variant} size={size} className={className} loading={busy} onClick={() => void open()}>
      {label}
    </Button>
  );
}
