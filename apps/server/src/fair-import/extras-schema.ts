import { ATTENDEE_STATUSES, CURRENCIES, FUNCTION_KEYS, ROLE_TYPES } from '@showfloor/contracts';
import { ZGuid } from '@showfloor/contracts/schemas';
import { z } from 'zod';
import {
  ZLocalizedLong,
  ZLocalizedText,
  code,
  count,
  fairDay,
  hhmm,
  optionalText,
  text,
  url,
} from './text-schema.ts';

/*
 * The optional files of a fair folder beside fair.json, exhibitors and products (fair-schema.ts): media.json
 * (agencies, videos, media groups), activities.json, meetings.json (slots and livestream reservations) and
 * accounts.json (people, organizations, roles, registrations, orders). Exhibitors are named by their code;
 * accounts by their e-mail. Times are a fair day (text-schema.ts fairDay) and a Beijing time of day.
 */

const span = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, day: fairDay, from: hhmm, to: hhmm })
    .strict()
    // The generic shape hides the two fields from the type checker; they are there by construction.
    .refine((s) => (s as unknown as { from: string }).from < (s as unknown as { to: string }).to, {
      message: 'from must be before to',
      path: ['to'],
    });

const email = text(254).toLowerCase().pipe(z.email('must be an e-mail address'));

export const ZMediaFile = z
  .object({
    agencies: z
      .array(
        z
          .object({
            code,
            id: ZGuid.optional(),
            org: ZGuid,
            name: ZLocalizedText,
            logo: url,
            banner: url.default(''),
            slogan: ZLocalizedText,
            introduction: ZLocalizedLong,
            website: url.default(''),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
              .optional(),
            visits: count.default(0),
          })
          .strict(),
      )
      .default([]),
    videos: z
      .array(
        z
          .object({
            id: ZGuid,
            exhibitor: code.optional(),
            agency: code.optional(),
            /** A category of fair.json (the video hall's filter); left out, the video has none. */
            category: code.optional(),
            recommended: z.boolean().default(false),
            title: ZLocalizedText,
            description: ZLocalizedLong,
            cover: url,
            seconds: count,
            mp4: url,
            hls: url.optional(),
            counts: z.object({ visits: count, favorites: count, likes: count }).strict().optional(),
            published: z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }),
          })
          .strict()
          .refine((v) => (v.exhibitor === undefined) !== (v.agency === undefined), {
            message: 'belongs to an exhibitor or an agency: give one of them',
            path: ['exhibitor'],
          }),
      )
      .default([]),
    /** Media-material groups (an exhibitor's photo and video sets), each with its files in order. */
    groups: z
      .array(
        z
          .object({
            id: ZGuid,
            files: z.array(
              z
                .object({
                  id: ZGuid,
                  name: text(200).min(1),
                  type: z.enum(['image', 'video', 'document']),
                  url,
                  cover: url,
                  size: count,
                })
                .strict(),
            ),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();
export type TMediaFile = z.infer<typeof ZMediaFile>;

export const ZActivityRow = span({
  exhibitor: code,
  /** The organizer's name for the activity, unique in the fair: loading again updates the same activity. */
  code,
  id: ZGuid.optional(),
  title: ZLocalizedText,
  description: ZLocalizedLong.optional(),
  location: text(200).default(''),
  cover: url.default(''),
  /** Seats; null (or left out) is unlimited. */
  capacity: count.nullable().default(null),
  /** How many registered elsewhere; left out, the count kept by the fair stays. */
  registered: count.optional(),
  registrationOpen: z.boolean().default(true),
});
export type TActivityRow = z.infer<typeof ZActivityRow>;

export const ZMeetingsFile = z
  .object({
    /** An exhibitor's meeting time slots, each with its seats. */
    slots: z.array(span({ exhibitor: code, id: ZGuid.optional(), seats: count.min(1) })).default([]),
    /** Livestreams people reserved (the booking dialog asks about a meeting at the same time). */
    liveReservations: z
      // `live` names the live (lives.json code) the reservation is of; its times are the reservation's.
      .array(span({ id: ZGuid.optional(), account: email, title: ZLocalizedText, live: code.optional() }))
      .default([]),
  })
  .strict();
export type TMeetingsFile = z.infer<typeof ZMeetingsFile>;

export const ZAccountsFile = z
  .object({
    accounts: z
      .array(
        z
          .object({
            id: ZGuid,
            email,
            /** An argon2 hash: a file never holds a password. */
            passwordHash: z.string().regex(/^\$argon2(id|i|d)\$/, 'must be an argon2 hash'),
            fullName: text(100).min(1),
            company: text(200).default(''),
            jobTitle: text(100).default(''),
            phone: text(32).default(''),
            region: z.enum(['domestic', 'overseas']).default('domestic'),
            language: z.enum(['zh-CN', 'zh', 'en-US', 'zh-HK', 'pt-PT']).default('zh-CN'),
          })
          .strict(),
      )
      .default([]),
    organizations: z
      .array(
        z
          .object({
            id: ZGuid,
            name: text(200).min(1),
            nameEn: text(200).default(''),
            /** 1 normal; 2 closed (kept, hidden from its members). */
            status: z.union([z.literal(1), z.literal(2)]).default(1),
            admin: email.optional(),
          })
          .strict(),
      )
      .default([]),
    /** Roles at this event; a role in an organization makes the account its member. */
    roles: z
      .array(
        z
          .object({
            account: email,
            org: ZGuid.optional(),
            type: z.enum(ROLE_TYPES),
            forbidden: z.boolean().default(false),
            audited: z.boolean().default(true),
          })
          .strict(),
      )
      .default([]),
    attendees: z
      .array(
        z
          .object({
            id: ZGuid,
            account: email,
            status: z.enum(ATTENDEE_STATUSES),
            payWay: z.enum(['Online', 'OfflinePay']).optional(),
            reviewNote: optionalText(1000),
            answers: z.record(z.string(), text(1000)).default({}),
          })
          .strict(),
      )
      .default([]),
    orders: z
      .array(
        z
          .object({
            id: ZGuid,
            account: email,
            /** Minor units of the currency (19900 is 199.00). */
            amount: count,
            currency: z.enum(CURRENCIES),
            payWay: z.enum(['Online', 'OfflinePay']),
          })
          .strict(),
      )
      .default([]),
    /** Benefits that differ from the event's for one organization. */
    benefitOverrides: z
      .array(z.object({ org: ZGuid, functionKey: z.enum(FUNCTION_KEYS), enable: z.boolean() }).strict())
      .default([]),
  })
  .strict();
export type TAccountsFile = z.infer<typeof ZAccountsFile>;
