// The operator studio's entry (studio/index.html, its own Vite build: docs/studio.md). Off unless
// portal.config.json sets `studio: true`. The studio's own texts are in the operator's language
// (studio-i18n.ts); the framed portal keeps the channel's language.
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { configureApi, setChannelId } from '@/lib/api/client';
import { getPublicConfig } from '@/lib/api/operations/get-public-config';
import { loadRuntimeSettings, type RuntimeSettings } from '@/lib/runtime-settings';
import { defaultSections } from '@/engine/config';
import { buildTheme, GlobalStyle } from '@/engine/theme';
import { OperatorGate } from './operator/gate';
import { i18n } from '@/lib/i18n';
import english from './locales/en.json';
import { initStudioI18n, STUDIO_NS } from './studio-i18n';
import { Notice } from './styles';

const theme = buildTheme(defaultSections);

function Off({ title, detail }: { title: string; detail: string }) {
  return (
    <Notice>
      <h1>{title}</h1>
      <p>{detail}</p>
    </Notice>
  );
}

type BootText = keyof typeof english.open;

async function boot(): Promise<{ settings: RuntimeSettings } | { off: string; detail: string }> {
  // The studio's texts start beside the settings; should they not load, the notices below are English.
  const texts = initStudioI18n().then(
    () => (key: BootText) => i18n.t(`open.${key}`, { ns: STUDIO_NS }),
    () => (key: BootText) => english.open[key],
  );
  let settings: RuntimeSettings;
  try {
    settings = await loadRuntimeSettings(new URL('/', window.location.href).href);
  } catch (error) {
    return { off: (await texts)('cannotStart'), detail: (error as Error).message };
  }
  const say = await texts;
  if (!settings.studio) return { off: say('off'), detail: say('offDetail') };
  configureApi({ baseUrl: settings.apiBaseUrl, channelId: settings.channelId ?? null });
  if (!settings.channelId) {
    const config = await getPublicConfig().catch(() => null);
    if (config?.channel_id) setChannelId(config.channel_id);
  }
  return { settings };
}

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void boot().then((result) =>
    root.render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {'settings' in result ? <OperatorGate settings={result.settings} /> : <Off title={result.off} detail={result.detail} />}
      </ThemeProvider>,
    ),
  );
}
