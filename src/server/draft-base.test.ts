// @vitest-environment node
// Nothing goes live over a version its author did not see: a draft made on version N and
// published after N+1 keeps N+1's changes (merged) or is refused 409 with what changed and by whom;
// a stale direct publish or rollback is refused 412 naming the versions since; two operators racing
// on one base never undo each other; a schedule made before a publish keeps that publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, storeTargets, type Answer, type TestService } from './test-service';
import { runDueSchedules } from './worker';

type Config = { sections: Record<string, Record<string, unknown>>; translations: Record<string, Record<string, string>> };

describe.each(storeTargets())('a draft knows its base ($name)', ({ settings }) => {
  let now = Date.parse('2026-06-01T10:00:00Z');
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ settings: await settings(), clock: { now: () => now }, service: { worker: false } });
  }, 60_000);
  afterAll(async () => svc?.close());

  const live = async (token: string) => {
    const status = await svc.call('GET', 'platform/operator/channel', { token });
    const number = (status.body.data?.version as { number: number }).number;
    const config = (await svc.call('GET', `platform/operator/versions/${number}`, { token })).body.data?.config as Config;
    return { number, config: structuredClone(config) };
  };
  const withPrimary = (config: Config, color: string): Config => ({ ...config, sections: { ...config.sections, VISUAL: { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: color } } } });
  const withText = (config: Config, key: string, text: string): Config => ({ ...config, translations: { ...config.translations, en: { ...config.translations.en, [key]: text } } });
  const publish = async (token: string, config: Config, base: number) => svc.call('PUT', 'platform/config/channel', { token, json: config, headers: { 'If-Match': `"v${base}"` } });
  const served = async () => {
    const visual = await svc.call('GET', 'platform/config/section/VISUAL');
    const texts = await svc.call('GET', 'platform/config/translations/en');
    return { primary: (visual.body.data?.color as { primary: string }).primary, texts: texts.body.data as Record<string, string> };
  };
  const propose = async (token: string, config: Config, base: number, message: string) => {
    const saved = await svc.call('PUT', 'platform/operator/draft', { token, json: { config, base_version: base } });
    expect(saved.status).toBe(200);
    const proposed = await svc.call('POST', `platform/operator/drafts/${saved.body.data?.id as string}/propose`, { token, json: { message } });
    expect(proposed.status).toBe(200);
    return proposed.body.data as { id: string; revision: number };
  };
  const publishProposal = async (token: string, proposal: { id: string; revision: number }) => {
    const current = await live(token);
    return svc.call('POST', `platform/operator/drafts/${proposal.id}/publish`, { token, json: { revision: proposal.revision }, headers: { 'If-Match': `"v${current.number}"` } });
  };
  const expectBaseChanged = (answer: Answer, base: number, conflict: string, by = 'owner@demo.test') => {
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'BASE_CHANGED', base_version: base });
    expect(answer.body.since).toEqual(expect.arrayContaining([expect.objectContaining({ number: base + 1, author: by })]));
    expect((answer.body.conflicts as { pointer: string }[]).map((c) => c.pointer)).toContain(conflict);
    expect(answer.body.message).toMatch(new RegExp(`made from version ${base}; since then version ${base + 1} \\(`));
  };

  it('operator reads answer no-store', async () => {
    const token = await svc.signIn('editor@demo.test');
    const status = await svc.call('GET', 'platform/operator/channel', { token });
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(status.body.data?.role).toBe('editor');
    expect((await svc.call('GET', 'platform/operator/versions/1', { token })).headers.get('cache-control')).toBe('no-store');
  });

  it("a proposal drafted on N and published after N+1 (If-Match N+1, the reviewed revision) leaves N+1's changes live", async () => {
    const [editor, owner, publisher] = [await svc.signIn('editor@demo.test'), await svc.signIn('owner@demo.test'), await svc.signIn('publisher@demo.test')];
    const n = await live(editor);
    const proposal = await propose(editor, withPrimary(n.config, '#123456'), n.number, 'Green');
    // N+1: another operator's banner text, published meanwhile.
    expect((await publish(owner, withText(n.config, 'sidebar.title', 'New Year sale'), n.number)).status).toBe(200);
    const published = await publishProposal(publisher, proposal);
    expect(published.status).toBe(200);
    expect(published.body.data?.message).toContain(`merged with version ${n.number + 1}`);
    const now = await served();
    expect(now.primary).toBe('#123456');
    expect(now.texts['sidebar.title']).toBe('New Year sale');
  });

  it('a proposal that changes a value N+1 changed too is refused 409 with what changed and by whom; nothing goes live', async () => {
    const [editor, owner, publisher] = [await svc.signIn('editor@demo.test'), await svc.signIn('owner@demo.test'), await svc.signIn('publisher@demo.test')];
    const n = await live(editor);
    const proposal = await propose(editor, withPrimary(n.config, '#abcdef'), n.number, 'Blue');
    expect((await publish(owner, withPrimary(n.config, '#fedcba'), n.number)).status).toBe(200);
    expectBaseChanged(await publishProposal(publisher, proposal), n.number, '/sections/VISUAL/color/primary');
    expect((await served()).primary).toBe('#fedcba');
    // Saving and proposing it again is refused the same way: the studio brings it up to date first.
    expectBaseChanged(await svc.call('POST', `platform/operator/drafts/${proposal.id}/propose`, { token: editor, json: { message: 'again' } }), n.number, '/sections/VISUAL/color/primary');
    expectBaseChanged(await svc.call('PUT', 'platform/operator/draft', { token: editor, json: { config: withPrimary(n.config, '#abcdef'), base_version: n.number } }), n.number, '/sections/VISUAL/color/primary');
  });

  it('saving and proposing a draft on an old base merge the versions since (merged_versions), on the live version', async () => {
    const [editor, owner] = [await svc.signIn('editor@demo.test'), await svc.signIn('owner@demo.test')];
    const n = await live(editor);
    expect((await publish(owner, withText(n.config, 'sidebar.title', 'Spring'), n.number)).status).toBe(200);
    const saved = await svc.call('PUT', 'platform/operator/draft', { token: editor, json: { config: withPrimary(n.config, '#0000aa'), base_version: n.number } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ base_version: n.number + 1, merged_versions: [n.number + 1] });
    const draft = (await svc.call('GET', `platform/operator/drafts/${saved.body.data?.id as string}`, { token: editor })).body.data?.config as Config;
    expect(draft.translations.en?.['sidebar.title']).toBe('Spring');
    expect((draft.sections.VISUAL?.color as { primary: string }).primary).toBe('#0000aa');
    // Another version meanwhile: proposing brings the saved draft up to date as a new revision.
    const m = await live(owner);
    expect((await publish(owner, withText(m.config, 'sidebar.title', 'Summer'), m.number)).status).toBe(200);
    const proposed = await svc.call('POST', `platform/operator/drafts/${saved.body.data?.id as string}/propose`, { token: editor, json: { message: 'Blue' } });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({ base_version: m.number + 1, merged_versions: [m.number + 1], revision: (saved.body.data?.revision as number) + 1, status: 'proposed' });
    expect((await svc.call('PUT', 'platform/operator/draft', { token: editor, json: { config: n.config, base_version: 999 } })).status).toBe(422);
    await svc.call('DELETE', `platform/operator/drafts/${saved.body.data?.id as string}`, { token: editor });
  });

  it('a direct publish with a stale If-Match is refused 412 naming the versions since, by whom, and the conflicts', async () => {
    const owner = await svc.signIn('owner@demo.test');
    const publisher = await svc.signIn('publisher@demo.test');
    const n = await live(owner);
    expect((await publish(owner, withPrimary(n.config, '#111112'), n.number)).status).toBe(200);
    const stale = await publish(publisher, withPrimary(n.config, '#222223'), n.number);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', current_version: n.number + 1, base_version: n.number, since: [expect.objectContaining({ number: n.number + 1, author: 'owner@demo.test' })] });
    expect((stale.body.conflicts as { pointer: string }[]).map((c) => c.pointer)).toEqual(['/sections/VISUAL/color/primary']);
    expect(stale.body.message).toContain('owner@demo.test');
    expect((await served()).primary).toBe('#111112');
    const rollback = await svc.call('POST', `platform/operator/versions/${n.number}/rollback`, { token: publisher, json: {}, headers: { 'If-Match': `"v${n.number}"` } });
    expect(rollback.status).toBe(412);
    expect(rollback.body.since).toEqual([expect.objectContaining({ number: n.number + 1 })]);
  });

  it('two operators racing on one base: the second publish merges, or is refused 409 on the same value; never undoes the first', async () => {
    const [editor, owner, publisher] = [await svc.signIn('editor@demo.test'), await svc.signIn('owner@demo.test'), await svc.signIn('publisher@demo.test')];
    const n = await live(editor);
    const a = await propose(editor, withText(n.config, 'sidebar.title', 'From A'), n.number, 'A');
    const b = await propose(owner, withPrimary(n.config, '#0a0b0c'), n.number, 'B');
    const [first, second] = await Promise.all([publishProposal(publisher, a), publishProposal(publisher, b)]);
    // Both read the same live version for If-Match: one of them may be refused 412 (a publisher's stale view), then retried.
    const retried = [first, second].some((r) => r.status === 412) ? await publishProposal(publisher, first.status === 412 ? a : b) : null;
    expect([first.status, second.status, retried?.status].filter((s) => s === 200)).toHaveLength(2);
    const now = await served();
    expect(now.texts['sidebar.title']).toBe('From A');
    expect(now.primary).toBe('#0a0b0c');

    const m = await live(editor);
    const c = await propose(editor, withPrimary(m.config, '#c0c0c0'), m.number, 'C');
    const d = await propose(owner, withPrimary(m.config, '#d0d0d0'), m.number, 'D');
    expect((await publishProposal(publisher, c)).status).toBe(200);
    expectBaseChanged(await publishProposal(publisher, d), m.number, '/sections/VISUAL/color/primary', 'publisher@demo.test');
    expect((await served()).primary).toBe('#c0c0c0');
  });

  it('a schedule made before a publish keeps that publish when it goes live, and is cancelled on a conflict', async () => {
    const owner = await svc.signIn('owner@demo.test');
    const n = await live(owner);
    expect((await publish(owner, withPrimary(n.config, '#5a5a5a'), n.number)).status).toBe(200);
    const campaign = n.number + 1;
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    expect((await svc.call('POST', 'platform/operator/schedule', { token: owner, json: { version: campaign, starts_at: at(5) } })).status).toBe(200);
    const m = await live(owner);
    expect((await publish(owner, withText(m.config, 'sidebar.title', 'Published after the schedule'), m.number)).status).toBe(200);
    now += 6 * 60_000;
    await runDueSchedules(svc.service.ctx);
    const after = await served();
    expect(after.texts['sidebar.title']).toBe('Published after the schedule');
    expect(after.primary).toBe('#5a5a5a');

    // A campaign version V, then the colour back; V scheduled on that; then another colour published: both changed the primary.
    const token = await svc.signIn('owner@demo.test');
    const k = await live(token);
    expect((await publish(token, withPrimary(k.config, '#6b6b6b'), k.number)).status).toBe(200);
    expect((await publish(token, k.config, k.number + 1)).status).toBe(200);
    const scheduled = await svc.call('POST', 'platform/operator/schedule', { token, json: { version: k.number + 1, starts_at: at(5) } });
    expect(scheduled.status).toBe(200);
    const j = await live(token);
    expect((await publish(token, withPrimary(j.config, '#7c7c7c'), j.number)).status).toBe(200);
    now += 6 * 60_000;
    await runDueSchedules(svc.service.ctx);
    expect((await served()).primary).toBe('#7c7c7c');
    const status = await svc.call('GET', 'platform/operator/channel', { token });
    expect((status.body.data?.schedule as { id: string; status: string }[]).find((s) => s.id === scheduled.body.data?.id)?.status).toBe('cancelled');
    const audit = (await svc.call('GET', 'platform/operator/audit', { token })).body.data?.entries as { action: string; detail?: string }[];
    expect(audit.at(-1)).toMatchObject({ action: 'refusal', detail: expect.stringContaining('/sections/VISUAL/color/primary') });
  });
});
