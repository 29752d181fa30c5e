/** The planner's toasts, in the product's words (docs/product.md, Errors), by their messages. */
export const PLANNER_TOASTS = {
  signInRequired: {
    title: 'toast.signInRequired.title',
    description: 'toast.signInRequired.description',
  },
  missingFields: {
    title: 'toast.missingFields.title',
    description: 'toast.missingFields.description',
  },
  generationFailed: {
    title: 'toast.generationFailed.title',
    fallback: 'toast.generationFailed.fallback',
  },
  generated: {
    title: 'toast.generated.title',
    description: 'toast.generated.description',
  },
} as const;
