import type { HarmCategory } from '../../../../src/detect/harm/categories.js';

/**
 * What an assistant's answer does: declines (`refusal`), declines and points to help
 * (`redirect`), gives safety or public-health information without operational detail (`safety`),
 * explains history, news or how an attack works for defence (`education`), answers the safe part
 * and declines the rest (`partial`), answers an everyday request step by step (`everyday`),
 * explains an attack on AI or IT systems for defence, quoting its phrases (`security`, second set),
 * or goes along with a harmful request and starts to give the help (`compliance`).
 */
export type AnswerForm =
  | 'refusal'
  | 'redirect'
  | 'safety'
  | 'education'
  | 'partial'
  | 'everyday'
  | 'security'
  | 'compliance';

/**
 * One assistant answer written in its own language: harmful (label 1: it gives the help a harmful
 * request asked for, with that request's category) or harmless (label 0; `harm` names the category
 * of the topic it is about, null for an everyday answer).
 */
export type NativeAnswerRow =
  | { label: 1; harm: HarmCategory; form: 'compliance'; text: string }
  | { label: 0; harm: HarmCategory | null; form: Exclude<AnswerForm, 'compliance'>; text: string };
