import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/routes.schema.json';
import { ROUTE_SETTING_SOURCES, SETTING_NAMES, routeSettings } from './route-settings';

describe('route settings', () => {
  it('reads each setting from its declared section field; a section not loaded yet is null', () => {
    const settings = routeSettings({ GENERAL: { web: true, card: false }, REGISTER: { card_verify: true } });
    expect(settings).toEqual({ web: true, card: false, card_verify: true, sms_login: null });
    expect(routeSettings(null)).toEqual({ web: null, card: null, card_verify: null, sms_login: null });
  });

  it('are the condition names the routes schema lets an operator write, and say where they come from', () => {
    const defs = schema.$defs as unknown as Record<string, { properties: Record<string, unknown>; description?: string }>;
    expect(Object.keys(defs.settingsCondition!.properties).sort()).toEqual([...SETTING_NAMES].sort());
    expect(Object.keys(defs.choiceCondition!.properties).filter((k) => k !== 'signedIn').sort()).toEqual([...SETTING_NAMES].sort());
    for (const [name, [section]] of Object.entries(ROUTE_SETTING_SOURCES)) {
      expect(defs.settingsCondition!.description).toMatch(new RegExp(`\\b${name}\\b[^.]*${section}`));
    }
  });
});
