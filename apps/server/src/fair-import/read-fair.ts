import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  EXHIBITOR_COLUMNS,
  PRODUCT_COLUMNS,
  type TExhibitorRow,
  type TProductRow,
  type TProjectRow,
  ZExhibitorRow,
  ZProductRow,
  ZProjectRow,
} from './catalog-schema.ts';
import {
  type TAccountsFile,
  type TActivityRow,
  type TMediaFile,
  type TMeetingsFile,
  ZAccountsFile,
  ZActivityRow,
  ZMediaFile,
  ZMeetingsFile,
} from './extras-schema.ts';
import { type TFairFile, ZFairFile } from './fair-schema.ts';
import { type TLiveRow, ZLiveRow } from './live-rows.ts';

/** One thing wrong in the files, where a person finds it: the file, its row (a CSV line or a JSON item), the column. */
export interface ImportProblem {
  file: string;
  row: number | null;
  column: string | null;
  message: string;
}

export const formatProblem = (p: ImportProblem): string =>
  [p.file, p.row === null ? null : `row ${p.row}`, p.column].filter(Boolean).join(', ') + `: ${p.message}`;

export interface Located<T> {
  value: T;
  file: string;
  row: number;
}

export interface FairFolder {
  fair: TFairFile | null;
  exhibitors: Located<TExhibitorRow>[];
  products: Located<TProductRow>[];
  projects: Located<TProjectRow>[];
  activities: Located<TActivityRow>[];
  lives: Located<TLiveRow>[];
  /** The optional files that are one object each; empty when absent (or refused: see problems). */
  media: TMediaFile;
  meetings: TMeetingsFile;
  accounts: TAccountsFile;
  problems: ImportProblem[];
}

/** A raw row and where it came from, before validation. */
interface RawRow {
  data: Record<string, unknown>;
  row: number;
}

/**
 * A CSV header `name.zh-CN` fills `name['zh-CN']`: the localized columns of a spreadsheet become the same
 * objects the JSON form writes. Empty cells are absent values, as a person leaving a cell blank means.
 */
function nest(record: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(record)) {
    const value = raw.trim();
    if (value === '') continue;
    const dot = key.indexOf('.');
    if (dot < 0) {
      out[key] = value;
      continue;
    }
    const head = key.slice(0, dot);
    const group = (out[head] ?? {}) as Record<string, string>;
    group[key.slice(dot + 1)] = value;
    out[head] = group;
  }
  return out;
}

/**
 * The file's text, or a problem: a spreadsheet saved in a local code page (GBK from a Chinese Excel) would
 * otherwise be stored as garbled text without a word. A UTF-8 byte-order mark is dropped.
 */
function readUtf8(file: string, name: string, problems: ImportProblem[]): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(file));
  } catch {
    problems.push({
      file: name,
      row: null,
      column: null,
      message: 'is not UTF-8 text: save it as "CSV UTF-8" (or UTF-8 JSON) and load it again',
    });
    return null;
  }
}

function readCsv(
  file: string,
  name: string,
  allowed: readonly string[],
  problems: ImportProblem[],
): RawRow[] {
  const text = readUtf8(file, name, problems);
  if (text === null) return [];
  try {
    const records = parse(text, {
      // An unknown header is a problem once, on the header row, whatever its cells hold.
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        for (const h of names)
          if (!allowed.includes(h))
            problems.push({
              file: name,
              row: 1,
              column: h,
              message: `is not a column of this file (columns: ${allowed.join(', ')})`,
            });
        return names.map((h) => (allowed.includes(h) ? h : false));
      },
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return records.map((r) => ({ data: nest(r.record), row: r.info.lines }));
  } catch (err) {
    const e = err as Error & { lines?: number; code?: string };
    problems.push({
      file: name,
      row: e.lines ?? null,
      column: null,
      message: `not readable as CSV: ${e.message}`,
    });
    return [];
  }
}

function readJson(file: string, name: string, problems: ImportProblem[]): unknown {
  const text = readUtf8(file, name, problems);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    problems.push({
      file: name,
      row: null,
      column: null,
      message: `not readable as JSON: ${(err as Error).message}`,
    });
    return undefined;
  }
}

/** exhibitors.csv or exhibitors.json (not both: which one would win is not a guess to make). */
function readRows(
  folder: string,
  base: string,
  allowed: readonly string[] | null,
  problems: ImportProblem[],
): { file: string; rows: RawRow[] } {
  const csv = path.join(folder, `${base}.csv`);
  const json = path.join(folder, `${base}.json`);
  // A file of nested rows (projects, activities) has no spreadsheet form.
  const hasCsv = allowed !== null && fs.existsSync(csv);
  const hasJson = fs.existsSync(json);
  if (hasCsv && hasJson) {
    problems.push({
      file: `${base}.csv`,
      row: null,
      column: null,
      message: `give ${base}.csv or ${base}.json, not both`,
    });
    return { file: `${base}.csv`, rows: [] };
  }
  if (hasCsv) return { file: `${base}.csv`, rows: readCsv(csv, `${base}.csv`, allowed ?? [], problems) };
  if (!hasJson) return { file: `${base}.json`, rows: [] };
  const data = readJson(json, `${base}.json`, problems);
  if (data === undefined) return { file: `${base}.json`, rows: [] };
  if (!Array.isArray(data)) {
    problems.push({ file: `${base}.json`, row: null, column: null, message: 'must be an array of rows' });
    return { file: `${base}.json`, rows: [] };
  }
  return {
    file: `${base}.json`,
    rows: data.map((d, i) => ({ data: (d ?? {}) as Record<string, unknown>, row: i + 1 })),
  };
}

/** Each zod issue as a problem at its row, the column named the way the file names it (`name.zh-CN`). */
function validate<T>(
  schema: z.ZodType<T>,
  file: string,
  rows: RawRow[],
  problems: ImportProblem[],
): Located<T>[] {
  const out: Located<T>[] = [];
  for (const r of rows) {
    const parsed = schema.safeParse(r.data);
    if (parsed.success) {
      out.push({ value: parsed.data, file, row: r.row });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
      for (const key of keys) {
        const column = [...issue.path.map(String), ...(key ? [key] : [])].join('.') || null;
        const message = issue.code === 'unrecognized_keys' ? 'is not a column of this file' : issue.message;
        problems.push({ file, row: r.row, column, message });
      }
    }
  }
  return out;
}

/** One of the optional files that hold one object (media.json, meetings.json, accounts.json), validated whole. */
function readObject<T>(folder: string, name: string, schema: z.ZodType<T>, problems: ImportProblem[]): T {
  const empty = schema.parse({});
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) return empty;
  const data = readJson(file, name, problems);
  if (data === undefined) return empty;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    // `slots.12.day` is row 13 of the file's slots: the row a person counts to.
    const [list, index, ...rest] = issue.path.map(String);
    const row = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : null;
    const column = row === null ? issue.path.join('.') || null : [list, ...rest].join('.');
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
    for (const key of keys)
      problems.push({
        file: name,
        row,
        column: [column, key].filter(Boolean).join('.') || null,
        message: issue.code === 'unrecognized_keys' ? 'is not a field of this file' : issue.message,
      });
  }
  return empty;
}

/** Reads and validates a fair folder; problems are collected, never thrown, so one run reports all of them. */
export function readFairFolder(folder: string): FairFolder {
  const problems: ImportProblem[] = [];
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    problems.push({ file: folder, row: null, column: null, message: 'is not a folder' });
    return {
      fair: null,
      exhibitors: [],
      products: [],
      projects: [],
      activities: [],
      lives: [],
      media: ZMediaFile.parse({}),
      meetings: ZMeetingsFile.parse({}),
      accounts: ZAccountsFile.parse({}),
      problems,
    };
  }
  let fair: TFairFile | null = null;
  const fairPath = path.join(folder, 'fair.json');
  if (!fs.existsSync(fairPath)) {
    problems.push({
      file: 'fair.json',
      row: null,
      column: null,
      message: 'is missing (the event, its pavilions and categories)',
    });
  } else {
    const data = readJson(fairPath, 'fair.json', problems);
    if (data !== undefined) {
      const parsed = ZFairFile.safeParse(data);
      if (parsed.success) fair = parsed.data;
      else
        for (const issue of parsed.error.issues)
          problems.push({
            file: 'fair.json',
            row: null,
            column: issue.path.join('.') || null,
            message: issue.message,
          });
    }
  }
  const ex = readRows(folder, 'exhibitors', EXHIBITOR_COLUMNS, problems);
  const pr = readRows(folder, 'products', PRODUCT_COLUMNS, problems);
  const pj = readRows(folder, 'projects', null, problems);
  const ac = readRows(folder, 'activities', null, problems);
  const lv = readRows(folder, 'lives', null, problems);
  return {
    fair,
    exhibitors: validate(ZExhibitorRow, ex.file, ex.rows, problems),
    products: validate(ZProductRow, pr.file, pr.rows, problems),
    projects: validate(ZProjectRow, pj.file, pj.rows, problems),
    activities: validate(ZActivityRow, ac.file, ac.rows, problems),
    lives: validate(ZLiveRow, lv.file, lv.rows, problems),
    media: readObject(folder, 'media.json', ZMediaFile, problems),
    meetings: readObject(folder, 'meetings.json', ZMeetingsFile, problems),
    accounts: readObject(folder, 'accounts.json', ZAccountsFile, problems),
    problems,
  };
}
