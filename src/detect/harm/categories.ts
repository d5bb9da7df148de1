/** The categories of harmful content, a fixed taxonomy (API: they appear in verdicts and policy). */
export const HARM_CATEGORIES = [
  'violent_crimes',
  'nonviolent_crimes',
  'cyber',
  'sex_crimes',
  'child_exploitation',
  'indiscriminate_weapons',
  'suicide_self_harm',
  'hate',
  'harassment',
  'privacy',
  'defamation',
  'intellectual_property',
  'specialized_advice',
  'sexual_content',
  'elections',
  'misinformation',
] as const;

export type HarmCategory = (typeof HARM_CATEGORIES)[number];
