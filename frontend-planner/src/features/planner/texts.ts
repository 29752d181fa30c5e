/** The planner's toasts, in the product's words (docs/product.md, Errors). */
export const PLANNER_TOASTS = {
  signInRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to use the AI Trip Planner.',
  },
  missingFields: {
    title: 'Missing Information',
    description: 'Please fill in all required fields.',
  },
  generationFailed: {
    title: 'Generation Failed',
    fallback: 'Unable to generate itinerary. Please try again.',
  },
  generated: {
    title: 'Itinerary Generated!',
    description: 'Your personalized Sierra Leone adventure is ready.',
  },
} as const;
