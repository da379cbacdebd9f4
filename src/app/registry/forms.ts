import { joinPointer, reportConfigProblems, validateStructureEntry } from '@/engine/config';
import { loadFormSource } from '@/engine/forms/load-source';
import type { FormDefinition, FormSource } from '@/engine/forms/types';
import { isPatchDocument } from '@/lib/patch-document';
import { builtInForms } from './built-in-forms';

export { builtInForms };

async function servedForm(name: string, served: unknown, base: FormSource | undefined): Promise<FormDefinition> {
  const builtIn = base ? await loadFormSource(base) : undefined;
  try {
    // The form checks are needed only when a screen shows a served form: not in the renderer chunk.
    const { checkForm, tidyForm } = await import('@/engine/forms/merge');
    let candidate: unknown = served;
    if (isPatchDocument(served)) {
      if (!builtIn) throw new Error('patches a form that does not exist');
      const { applyIdPatch } = await import('@/lib/id-patch');
      candidate = tidyForm(applyIdPatch(builtIn, served.patch));
    }
    const valid = (await validateStructureEntry('forms', name, candidate)) as FormDefinition | undefined;
    const problems = valid ? checkForm(valid) : [];
    reportConfigProblems(
      problems.map((p) => ({ section: 'STRUCTURE', pointer: joinPointer('/structure/forms', name) + p.pointer, kind: 'invalid', message: p.message })),
    );
    if (valid && problems.length === 0) return valid;
  } catch (error) {
    reportConfigProblems([{ section: 'STRUCTURE', pointer: joinPointer('/structure/forms', name), kind: 'invalid', message: (error as Error).message }]);
  }
  if (builtIn) return builtIn;
  throw new Error(`Form ${name} is not usable`);
}

/**
 * The channel's forms: each served form (whole or `{ patch }` over the built-in one, validated; an
 * unusable one leaves the built-in form) over the built-in forms. Loaded when a screen shows it.
 */
export function channelForms(served: Readonly<Record<string, unknown>>): Record<string, FormSource> {
  const out: Record<string, FormSource> = { ...builtInForms };
  for (const [name, form] of Object.entries(served)) {
    let loaded: Promise<FormDefinition> | undefined;
    out[name] = () => (loaded ??= servedForm(name, form, builtInForms[name]));
  }
  return out;
}
