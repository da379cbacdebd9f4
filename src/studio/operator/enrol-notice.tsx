// A publisher or owner of a channel that requires a second factor, who has not enrolled one, is told
// so as soon as they sign in (the channel's status says `enrol_second_factor`), with the way to enrol:
// until they do, only an editor's rights work. The notice goes once the status no longer says so.
import { useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import type { ChannelStatus } from './use-channel-status';
import { Notice } from './styles';

export function EnrolNotice({ status, enrol }: { status: ChannelStatus | null; enrol: () => void }) {
  const { t } = useStudioT();
  if (!status?.enrol_second_factor) return null;
  return (
    <Notice role="alert">
      {t('account.enrolNotice', { channel: status.channel_id })}{' '}
      <SmallButton
        type="button"
        onClick={() => {
          enrol();
          // The Team view's own-account part, where the authenticator is set up.
          requestAnimationFrame(() => document.getElementById('account-heading')?.scrollIntoView({ block: 'start' }));
        }}
      >
        {t('account.enrolNow')}
      </SmallButton>
    </Notice>
  );
}
