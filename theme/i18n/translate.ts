/**
 * The theme's strings in the reader's language: a React context holding the
 * messages of one locale, and the ways components read them (`useTranslate`,
 * `useTranslateNodes`, `<Translate>`). Renders on both sides: the build
 * provides the locale's messages (src/i18n/themeStrings.ts), the browser
 * reads those its code needs from the page (theme/client/pageStrings.ts).
 * Without a provider, English.
 *
 * Messages are written as Docusaurus writes them: `{name}` placeholders, and
 * plural forms separated by `|` chosen by `{count}` ("One doc|{count} docs").
 */
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import { InsideIslandContext } from '../context.ts';
import { en } from './en.ts';

/** Message id → message, for one locale. */
export type Messages = Readonly<Record<string, string>>;

export interface Translation {
  /** A BCP 47 code (`fr`, `pt-BR`): picks plural forms and date formats. */
  locale: string;
  messages: Messages;
  /**
   * Collects the ids islands read as the server renders them, so the page
   * carries those its islands read again when they hydrate (src/render/renderPage.ts).
   */
  used?: Set<string> | undefined;
}

export type TranslateValues = Readonly<Record<string, string | number>>;

/** English, every message of the theme. */
export const englishMessages: Messages = Object.fromEntries(
  Object.entries(en).map(([id, entry]) => [id, entry.message]),
);

export const englishTranslation: Translation = { locale: 'en', messages: englishMessages };

/**
 * The message of `id` in `messages`, when they have one of their own: an id is any string, and `__proto__` or
 * `constructor` must not find what every object inherits (`{}.__proto__` is an object, not a message).
 */
export function ownMessage(messages: Messages, id: string): string | undefined {
  return Object.hasOwn(messages, id) ? messages[id] : undefined;
}

export const TranslationContext = createContext<Translation>(englishTranslation);

const pluralOrder: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

interface Plurals {
  rules: Pick<Intl.PluralRules, 'select'>;
  categories: Intl.LDMLPluralRule[];
}

/**
 * English's rule without Intl's (test/unit/theme/i18n/translate.test.tsx compares them): making Intl's took 1.5-4 ms
 * of a build whose one rendered page said "1 post".
 */
const englishPlurals: Plurals = {
  rules: { select: (count) => (Math.abs(count) === 1 ? 'one' : 'other') },
  categories: ['one', 'other'],
};

const pluralRules = new Map<string, Plurals>([['en', englishPlurals]]);

function pluralsFor(locale: string): Plurals {
  let found = pluralRules.get(locale);
  if (!found) {
    let rules: Intl.PluralRules;
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    const supported = rules.resolvedOptions().pluralCategories;
    found = { rules, categories: pluralOrder.filter((category) => supported.includes(category)) };
    pluralRules.set(locale, found);
  }
  return found;
}

/**
 * The plural form of `message` for `count`: forms in the order zero, one,
 * two, few, many, other, keeping those the locale has (as Docusaurus does);
 * a message with fewer forms uses its last for the categories beyond.
 */
export function selectPlural(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  const { rules, categories } = pluralsFor(locale);
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)] ?? message;
}

function messageFor(translation: Translation, id: string, count: unknown, fallback?: string): string {
  translation.used?.add(id);
  const message = ownMessage(translation.messages, id) ?? ownMessage(englishMessages, id) ?? fallback ?? id;
  return typeof count === 'number' ? selectPlural(message, count, translation.locale) : message;
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function interpolate(message: string, values: TranslateValues = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The message `id` of a translation, its placeholders filled: for code outside React (page titles). */
export function translate(translation: Translation, id: string, values?: TranslateValues): string {
  return interpolate(messageFor(translation, id, values?.count), values);
}

/** Like `interpolate`, with values that may be React nodes (a link inside a sentence). */
export function interpolateNodes(message: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = message.split(/(\{\w+\})/);
  if (parts.length === 1) return message;
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const value = name !== undefined && name in values ? values[name] : part;
      return createElement(Fragment, { key: index }, value);
    }),
  );
}

/** The translation in effect: the build's, the page's in the browser, or English. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  // Only what islands read is needed in the browser; the rest of the page stays as the server wrote it.
  const inIsland = useContext(InsideIslandContext);
  return inIsland || !translation.used ? translation : { ...translation, used: undefined };
}

/** `translate('theme.docs.paginator.next')`, `translate('sitegen.viewer.matches', { count: 3 })`. */
export function useTranslate(): (id: string, values?: TranslateValues) => string {
  const translation = useTranslation();
  return (id, values) => translate(translation, id, values);
}

/**
 * For messages whose placeholders are elements: `translateNodes('theme.docs.versions.latestVersionSuggestionLabel', {
 * latestVersionLink: <a …/> })`.
 */
export function useTranslateNodes(): (
  id: string,
  values: Readonly<Record<string, ReactNode>>,
  fallback?: string,
) => ReactNode {
  const translation = useTranslation();
  return (id, values, fallback) => interpolateNodes(messageFor(translation, id, values.count, fallback), values);
}

export interface TranslateProps {
  id: string;
  /** Placeholder values: text, numbers (`count` picks the plural form) or elements. */
  values?: Readonly<Record<string, ReactNode>>;
  /**
   * The message where the locale has none for `id` (a site's own string, in the site's default language), as Docusaurus
   * writes it.
   */
  children?: string;
  /** For translators; not shown. */
  description?: string;
}

/**
 * `<Translate id="theme.NotFound.title" />`; a site's own string with its
 * default message: `<Translate id="home.tagline">Docs that grow</Translate>`;
 * elements inside the sentence: `values={{ link: <a href="/">…</a> }}`.
 */
export function Translate({ id, values = {}, children }: TranslateProps) {
  return createElement(Fragment, null, useTranslateNodes()(id, values, children));
}

/** By locale: making a formatter costs a third of a millisecond, and every doc's footer formats a date. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates as the locale writes them, in UTC so every build agrees. */
export function formatDate(locale: string, time: number): string {
  let format = dateFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    }
    dateFormats.set(locale, format);
  }
  return format.format(time);
}

const monthDayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day of the year without the year ("January 14"), as the blog's archive lists posts under their year; in UTC. */
export function formatMonthDay(locale: string, time: number): string {
  let format = monthDayFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    }
    monthDayFormats.set(locale, format);
  }
  return format.format(time);
}
