import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultUserSettings, TOUR_IDS, userSettingsSchema, type UserSettings } from './contracts/user-settings.ts';
import { finishTourChange, tourFinished } from './tours.ts';

const finishedLists = fc.uniqueArray(fc.constantFrom(...TOUR_IDS));

describe('finished tours', () => {
  it('settings stored before tours existed have finished none', () => {
    expect(tourFinished(defaultUserSettings, 'ideas')).toBe(false);
    expect(userSettingsSchema.parse(defaultUserSettings).tours_finished).toBeUndefined();
  });

  it('a finished tour is remembered once, however often it is finished', () => {
    const once: UserSettings = { ...defaultUserSettings, ...finishTourChange(defaultUserSettings, 'ideas') };
    expect(once.tours_finished).toEqual(['ideas']);
    expect(tourFinished(once, 'ideas')).toBe(true);
    expect(finishTourChange(once, 'ideas')).toEqual({ tours_finished: ['ideas'] });
  });

  it('finishing keeps every tour finished before and yields a list the contract accepts', () => {
    fc.assert(
      fc.property(finishedLists, fc.constantFrom(...TOUR_IDS), (before, tour) => {
        const settings: UserSettings = { ...defaultUserSettings, tours_finished: before };
        const change = finishTourChange(settings, tour);
        const after = { ...settings, ...change };
        expect(tourFinished(after, tour)).toBe(true);
        for (const id of before) expect(after.tours_finished).toContain(id);
        expect(userSettingsSchema.safeParse(after).success).toBe(true);
        // The change is a new list: the settings it was made from stay as they were.
        expect(change.tours_finished).not.toBe(before);
      }),
    );
  });

  it('the contract refuses an unknown tour and a tour named twice', () => {
    const unknown = userSettingsSchema.partial().strict().safeParse({ tours_finished: ['brands'] });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.path).toEqual(['tours_finished', 0]);
    const twice = userSettingsSchema.partial().strict().safeParse({ tours_finished: ['ideas', 'ideas'] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['tours_finished'], message: 'names a tour more than once' });
    expect(userSettingsSchema.partial().strict().safeParse({ tours_finished: 'ideas' }).success).toBe(false);
  });
});
