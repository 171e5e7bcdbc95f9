/** Live and activity states; computed by the server from the times and now (domain activity-state). */
export const ACTIVITY_STATES = ['upcoming', 'live', 'ended'] as const;

export const ACTIVITY_REGISTRATIONS = ['open', 'closed', 'soldOut'] as const;
