import { and, asc, count, desc, eq, getTableColumns, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { jobPostingTerms, jobPostings, jobSearchClicks, jobSearches } from '../../db/schema.ts';
import { builtOnce } from '../../db/prepared.ts';
import { newId } from '../../lib/ids.ts';
import type { LastSearch } from '../../adapters/jobs/index.ts';
import type { CataloguePosting } from './catalogue/generate.ts';
import type { Place } from './where.ts';

type Db = Database['db'];
/** A posting as the search reads it: without its search vectors. */
export type PostingRow = Omit<typeof jobPostings.$inferSelect, 'search' | 'titleSearch' | 'place'>;
const { search: _search, titleSearch: _titleSearch, place: _place, ...postingColumns } = getTableColumns(jobPostings);

/**
 * How many postings a search finds, and how many of them by title or occupation: the page's two parts
 * (`pagePostings`). `titled` is 0 when there are no parts: without words, and for a search of several words sorted
 * at once.
 */
export interface SearchCounts {
  count: number;
  titled: number;
}

/** A search's values, by the name of the placeholder its statements read them from. */
const value = (name: keyof SearchValues | keyof LastSearch | 'offset' | 'limit') => sql.placeholder(name);
type SearchValues = {
  what: string;
  zipPattern: string;
  city: string;
  state: string;
  name: string;
};

/** What decides a search's statements, apart from its values: whether it has words, the kind of place, and whether the place has words of its own. */
interface PlaceShape {
  kind: Place['kind'];
  words: boolean;
}
interface SearchShape {
  words: boolean;
  place: PlaceShape;
}
type PagePart = 'newest' | 'atOnce' | 'titled' | 'titledSorted' | 'rest';
const shapeKey = (s: SearchShape) => `${s.words ? 'words' : 'none'}:${s.place.kind}:${s.place.words ? 'placeWords' : 'exact'}`;

/** A place's words narrow a search with words when each of its texts has a letter or a digit (punctuation alone is no word). */
const usable = (text: string) => /[\p{L}\p{N}]/u.test(text);
function shapeOf(what: string, place: Place): SearchShape {
  const words = what !== '' && (place.kind === 'cityState' ? usable(place.city) && usable(place.state) : place.kind === 'name' && usable(place.name));
  return { words: what !== '', place: { kind: place.kind, words } };
}
function valuesOf(what: string, place: Place): SearchValues {
  return {
    what,
    zipPattern: place.kind === 'zip' ? `${place.prefix}%` : '',
    city: place.kind === 'cityState' ? place.city : '',
    state: place.kind === 'cityState' ? place.state : '',
    name: place.kind === 'name' ? place.name : '',
  };
}

/** A search finding at most this many postings is sorted in one statement (`pagePostings`): ranking them takes ~1 ms. */
const RANK_AT_ONCE = 1000;

/**
 * The job search's tables: the catalogue's postings, each customer's last search and the postings they opened.
 * `named`: its search statements are named, parsed once per connection; only on connections that plan each call
 * (`searchRepo`). `rankAtOnce`, `sortTitledUpTo` and `titledPages` are for tests, which compare the ways a page is read.
 */
export function jobsRepo(
  db: Db,
  {
    rankAtOnce = RANK_AT_ONCE,
    sortTitledUpTo = RANK_AT_ONCE,
    titledPages = true,
    named = false,
  }: { rankAtOnce?: number; sortTitledUpTo?: number; titledPages?: boolean; named?: boolean } = {},
) {
  const statementName = (key: string) => (named ? `jobs:${key}` : undefined);
  const p = jobPostings;
  /** The place test, on the postings or on their words' counts (`at`: a table with the place's columns; ZIPs: postings only). */
  const placeFilter = (place: PlaceShape, at: Record<'city' | 'stateCode' | 'stateName', AnyPgColumn> = p): SQL | undefined => {
    switch (place.kind) {
      case 'any':
        return undefined;
      case 'zip':
        return sql`${p.zip} like ${value('zipPattern')}`;
      case 'cityState':
        return and(
          sql`lower(${at.city}) = ${value('city')}`,
          or(sql`lower(${at.stateCode}) = ${value('state')}`, sql`lower(${at.stateName}) = ${value('state')}`),
        );
      case 'name':
        return or(sql`lower(${at.city}) = ${value('name')}`, sql`lower(${at.stateCode}) = ${value('name')}`, sql`lower(${at.stateName}) = ${value('name')}`);
    }
  };

  /**
   * The counts of a search of one word (What is one lexeme once parsed: "nurse", "Nurses") in any place but a ZIP,
   * from the words' counts the database keeps (job_posting_terms): the rows of that word in the place's cities, not
   * the thousands of postings a broad word finds. `oneWord` is false for any other query (two words, a phrase, an
   * excluded word, only stop words), whose counts are read from the postings.
   */
  const termStatements = new Map<string, ReturnType<typeof buildTermCounts>>();
  const buildTermCounts = (place: PlaceShape) => {
    const t = jobPostingTerms;
    const query = sql`websearch_to_tsquery('english'::regconfig, ${value('what')})`;
    // A lone lexeme prints as 'word': without quotes or backslashes inside, that text is the lexeme itself.
    const lexeme = sql`(select case when numnode(q) = 1 and q::text ~ '^''[^''\\\\]+''$' then btrim(q::text, '''') end from ${query} q)`;
    return builtOnce(
      db
        .select({
          oneWord: sql<boolean>`${lexeme} is not null`,
          count: sql<number>`coalesce(sum(${t.n}) filter (where not ${t.inTitle}), 0)::int`,
          titled: sql<number>`coalesce(sum(${t.n}) filter (where ${t.inTitle}), 0)::int`,
        })
        .from(t)
        .where(and(eq(t.term, lexeme), placeFilter(place, t))),
      statementName(`terms:${place.kind}`),
    );
  };
  const termCounts = (place: PlaceShape, values: SearchValues) => {
    const key = `${place.kind}`;
    let statement = termStatements.get(key);
    if (!statement) termStatements.set(key, (statement = buildTermCounts(place)));
    return statement.execute(values);
  };

  /**
   * The place's words, for a search with words: `place` and `search` share one GIN index, so the postings having both
   * are found in one index scan (docs/perf.md). Every posting the place test keeps has these words (the same text under
   * the same parser), so this only narrows what the exact test then reads. A ZIP has its own index.
   */
  const placeWords = (place: PlaceShape): SQL | undefined => {
    const words = (name: 'city' | 'state' | 'name') => sql`plainto_tsquery('simple'::regconfig, ${value(name)})`;
    if (!place.words) return undefined;
    return place.kind === 'cityState' ? sql`${p.place} @@ (${words('city')} && ${words('state')})` : sql`${p.place} @@ ${words('name')}`;
  };

  /**
   * The place of a search with words: its words, then the exact test as a recheck of what they found. Wrapped in `is
   * true`, the exact test is not one the planner can answer from the place columns' own indexes: it reads the one GIN
   * scan of words and place (0.3 ms) where it also read a state's 6,650 entries to intersect with it (1.2 ms).
   */
  const placeWithWords = (place: PlaceShape): SQL | undefined => {
    const words = placeWords(place);
    const exact = placeFilter(place);
    return words && exact ? and(words, sql`(${exact}) is true`) : exact;
  };

  /**
   * A search's filter (`what` and the place); `inTitle`, its words in the title or occupation; `titled`, the postings
   * the search finds by title (its filter alone, the title's own index). A title match is a match of `search` too
   * (titles are its A part, at the same positions) unless the query excludes a word (`-word`, `!` in the tsquery):
   * only then is `search` checked as well. PostgreSQL folds that test when it plans the statement (each statement is
   * planned for its values: db/prepared.ts), so the planner sees the title condition alone and its true estimate: it
   * reads the newest postings in order, stopping at the page's end. With a place's words `search` is always checked:
   * the one GIN index of words and place then finds the title matches' candidates in the place (a state's: 0.34 ms
   * where the title's index found them in every place first, 0.72 ms, docs/perf.md).
   */
  const matching = (shape: SearchShape) => {
    const query = sql`websearch_to_tsquery('english'::regconfig, ${value('what')})`;
    const inTitle = sql`${p.titleSearch} @@ ${query}`;
    return {
      query,
      where: shape.words ? and(sql`${p.search} @@ ${query}`, placeWithWords(shape.place)) : placeFilter(shape.place),
      inTitle,
      titled: and(
        inTitle,
        shape.place.words ? sql`${p.search} @@ ${query}` : sql`(position('!' in ${query}::text) = 0 or ${p.search} @@ ${query})`,
        placeWithWords(shape.place),
      ),
    };
  };

  /**
   * Stores the customer's last search only when it changed (`updated_at` says when): paging through a search repeats
   * it, and an unchanged row needs no write, nor the flush of its commit (about 4 ms, more than the search itself).
   * A changed one is committed without waiting for its flush (`synchronous_commit` off for this statement's own
   * transaction, docs/decisions.md): a crash of the database may lose the last fraction of a second of last searches,
   * never anything else, and every first search saves a millisecond of the database's time.
   */
  const rememberSql = (s: Record<keyof LastSearch, unknown>) => sql`
    insert into ${jobSearches} (user_id, site_id, keywords, location)
    select ${s.userId}, ${s.siteId}, ${s.keywords}, ${s.location}
    where set_config('synchronous_commit', 'off', true) is not null and not exists (
      select 1 from ${jobSearches}
      where user_id = ${s.userId} and site_id = ${s.siteId} and keywords = ${s.keywords} and location = ${s.location})
    on conflict (user_id) do update
      set site_id = excluded.site_id, keywords = excluded.keywords, location = excluded.location, updated_at = now()`;
  const rememberValues = { userId: value('userId'), siteId: value('siteId'), keywords: value('keywords'), location: value('location') };

  /**
   * A page's statement for one shape of search, built once (db/prepared.ts) and run with each search's values.
   * `part`: every match newest first (no words); all of them sorted at once; the title matches, read newest first in
   * the order of the date's index or (`titledSorted`) found by their own index and sorted; the rest by rank.
   * The last search is stored by the page's first statement (a data-modifying WITH runs whatever the query reads).
   */
  const pageStatements = new Map<string, ReturnType<typeof buildPage>>();
  const buildPage = (shape: SearchShape, part: PagePart, remember: boolean) => {
    const { query, where, inTitle, titled } = matching(shape);
    const newest = [desc(p.postedAt), asc(p.id)];
    const rank = sql`ts_rank(${p.search}, ${query})`;
    const [filter, order] =
      part === 'newest'
        ? [where, newest]
        : part === 'atOnce'
          ? [where, [desc(inTitle), desc(sql`case when ${inTitle} then 0 else ${rank} end`), ...newest]]
          : part === 'titled'
            ? [titled, newest]
            : part === 'titledSorted'
              ? // The same order, in words the date's index cannot answer (posted_at is never null): see `pagePostings`.
                [titled, [sql`${p.postedAt} desc nulls last`, asc(p.id)]]
              : [and(where, not(inTitle)), [desc(rank), ...newest]];
    const select = remember
      ? db.with(db.$with('remembered', { stored: sql<number>`1` }).as(rememberSql(rememberValues))).select(postingColumns)
      : db.select(postingColumns);
    return builtOnce(
      select
        .from(p)
        .where(filter)
        .orderBy(...order)
        .offset(value('offset'))
        .limit(value('limit')),
      statementName(`page:${shapeKey(shape)}:${part}:${remember ? 1 : 0}`),
    );
  };
  const page = (shape: SearchShape, part: PagePart, values: SearchValues, remember: LastSearch | undefined, offset: number, limit: number) => {
    const key = `${shapeKey(shape)}:${part}:${remember ? 1 : 0}`;
    let statement = pageStatements.get(key);
    if (!statement) pageStatements.set(key, (statement = buildPage(shape, part, remember !== undefined)));
    return statement.execute({ ...values, ...remember, offset, limit });
  };

  return {
    async countPostings(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(jobPostings);
      return row.n;
    },

    /** Adds the postings not stored yet (several instances may seed at once). */
    async insertPostings(postings: CataloguePosting[]): Promise<void> {
      for (let i = 0; i < postings.length; i += 500) {
        await db
          .insert(jobPostings)
          .values(postings.slice(i, i + 500))
          .onConflictDoNothing();
      }
    },

    /**
     * How many postings a search finds, and (with words, when there are more than `rankAtOnce`) how many of them by
     * title or occupation: `pagePostings`. A search of one word outside a ZIP is one read of the words' counts; any
     * other reads the postings, and a first search of a few hundred postings is then one count, not two.
     */
    async countMatches(what: string, place: Place): Promise<SearchCounts> {
      const shape = shapeOf(what, place);
      const values = valuesOf(what, place);
      if (what && place.kind !== 'zip') {
        const [one] = await termCounts(shape.place, values);
        // Its title matches' count comes free: a page among them is read without ranking the rest (`pagePostings`).
        if (one.oneWord) return { count: one.count, titled: titledPages || one.count > rankAtOnce ? one.titled : 0 };
      }
      const search = matching(shape);
      const [all] = await db.select({ n: count() }).from(p).where(search.where).execute(values);
      if (!what || all.n <= rankAtOnce) return { count: all.n, titled: 0 };
      const [titled] = await db.select({ n: count() }).from(p).where(search.titled).execute(values);
      return { count: all.n, titled: titled.n };
    },

    /**
     * One page of a search, given its counts (`countMatches`). With words: the postings whose title or occupation
     * matches, newest first, then the others by `ts_rank` (company before description before category), newest first
     * among equals. A search of many postings reads the title matches alone (a GIN index of their own) in date order,
     * and ranks the rest only on the pages past them, rather than ranking every match for a first page. A search of
     * few postings (at most `rankAtOnce`) is one statement that sorts them all in that order: one round trip, where
     * a page across the two parts would take two; but a page of title matches alone, when their count is known (a
     * search of one word), is read among them without ranking the rest (a first search's page: 0.27 ms where ranking
     * every match took 0.50, docs/perf.md). Without words: newest first, in the order of an index.
     *
     * Read in date order, the title matches cost a row read for every posting newer than the page's last one: for a
     * word found in few titles among many postings ('preparer': 481 of 100,000) that is thousands of rows (2,711,
     * 14-19 ms), which the planner, assuming the matches spread evenly and their test cheap, prices below finding
     * the 481 by the title's own index and sorting them (1.8 ms). With their count known (at most `sortTitledUpTo`)
     * the title matches are found and sorted; more of them are read in date order, where a page is near.
     */
    async pagePostings(what: string, place: Place, counts: SearchCounts, offset: number, limit: number, remember?: LastSearch): Promise<PostingRow[]> {
      const shape = shapeOf(what, place);
      const values = valuesOf(what, place);
      if (!what) return page(shape, 'newest', values, remember, offset, limit);
      if (counts.count <= rankAtOnce && offset + limit > counts.titled) return page(shape, 'atOnce', values, remember, offset, limit);
      const titledPart = counts.titled <= sortTitledUpTo ? 'titledSorted' : 'titled';
      const rows = offset < counts.titled ? await page(shape, titledPart, values, remember, offset, limit) : [];
      if (rows.length < limit) {
        // Stored by the first statement when it ran.
        const stillToRemember = offset < counts.titled ? undefined : remember;
        rows.push(...(await page(shape, 'rest', values, stillToRemember, Math.max(0, offset - counts.titled), limit - rows.length)));
      }
      return rows;
    },

    /**
     * The saved searches' digest: one page of the postings matching `what` and the place that were posted after
     * `newerThan`, newest first, and how many there are in all.
     */
    async newPostings(what: string, place: Place, newerThan: Date, offset: number, limit: number): Promise<{ count: number; rows: PostingRow[] }> {
      const where = and(matching(shapeOf(what, place)).where, sql`${p.postedAt} > ${newerThan.toISOString()}::timestamptz`);
      const values = valuesOf(what, place);
      const [total] = await db.select({ n: count() }).from(p).where(where).execute(values);
      const rows = await db.select(postingColumns).from(p).where(where).orderBy(desc(p.postedAt), asc(p.id)).offset(offset).limit(limit).execute(values);
      return { count: total.n, rows };
    },

    async lastSearch(siteId: string, userId: string): Promise<{ keywords: string; location: string } | undefined> {
      const [row] = await db
        .select({ keywords: jobSearches.keywords, location: jobSearches.location })
        .from(jobSearches)
        .where(and(eq(jobSearches.userId, userId), eq(jobSearches.siteId, siteId)));
      return row;
    },

    /** For a provider that does not read the database (Adzuna); the catalogue's page stores it (`pagePostings`). */
    async saveLastSearch(search: LastSearch): Promise<void> {
      await db.execute(rememberSql(search));
    },

    async saveClick(click: Omit<typeof jobSearchClicks.$inferInsert, 'id' | 'createdAt'>): Promise<string> {
      const id = newId();
      await db.insert(jobSearchClicks).values({ id, ...click });
      return id;
    },

    async clicksOf(siteId: string, userId: string) {
      return db
        .select()
        .from(jobSearchClicks)
        .where(and(eq(jobSearchClicks.siteId, siteId), eq(jobSearchClicks.userId, userId)))
        .orderBy(desc(jobSearchClicks.createdAt));
    },
  };
}
export type JobsRepo = ReturnType<typeof jobsRepo>;

/**
 * The server's job search repo: on PostgreSQL on the connections that plan each call (db/client.ts `customPlans`),
 * where its search statements are named and parsed once per connection (docs/perf.md: 13% of the database's time
 * per first search).
 */
export function searchRepo(database: Database): JobsRepo {
  return database.customPlans ? jobsRepo(database.customPlans, { named: true }) : jobsRepo(database.db);
}
