export const COUNTER_NAMES = ['visit', 'favorites', 'like'] as const;
