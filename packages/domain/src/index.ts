export * from './languages.ts';
export * from './ids.ts';
export * from './beijing-time.ts';
export * from './display-increment.ts';
export * from './field-display.ts';
export * from './status-messages.ts';
export * from './currency.ts';
export * from './roles.ts';
