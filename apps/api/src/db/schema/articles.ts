// spec/site.md §2 Legal-topic article pages and §3 Article template row / Article data:
// info and success articles, their H1/H2/H3 template rows, contents, link lists and lawyers.
import { relations } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import {
  ARTICLE_CONTENT_KINDS,
  ARTICLE_KINDS,
  ARTICLE_LINK_KINDS,
  TEMPLATE_TAGS,
} from '../constants';
import { caseTypes } from './case-types';
import { valueIn } from './checks';
import { groups } from './groups';
import { lawyers } from './lawyers';

export const articles = pgTable(
  'articles',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    /** `info` (/info) or `success` (/success). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    /** The category the article belongs to (fieldData, "other fields" in the sidebar). */
    groupCode: text('group_code')
      .notNull()
      .references(() => groups.code, { onUpdate: 'cascade' }),
    /** The case type of the article (successData is filtered by type_idx). */
    typeIdx: integer('type_idx').references(() => caseTypes.typeIdx, { onDelete: 'set null' }),
    /** imgData: the case image (382x510) of success articles, the cover of info articles. */
    imgUrl: text('img_url'),
    imgAlt: text('img_alt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last edit (schema.org dateModified, the sitemap's lastmod): the writing date until
     * then. A trigger (migration 0012) sets it whenever a row changes without its writer
     * setting it, so every writer keeps it true; `$onUpdate` says the same to drizzle.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('articles_kind_idx').on(table.kind, table.idx),
    index('articles_kind_group_code_idx').on(table.kind, table.groupCode),
    check('articles_kind_check', valueIn(table.kind, ARTICLE_KINDS)),
  ],
);

/** spec/site.md §3 Article template row: tag, tag_title, description, parent, flags, faqCount. */
export const articleTemplates = pgTable(
  'article_templates',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    articleIdx: integer('article_idx')
      .notNull()
      .references(() => articles.idx, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    tagTitle: text('tag_title').notNull(),
    description: text('description').notNull().default(''),
    /** idx of the parent H2 of an H3 row; null for H1 and H2 rows. */
    parent: integer('parent').references((): AnyPgColumn => articleTemplates.idx, {
      onDelete: 'cascade',
    }),
    activeFaq: boolean('active_faq').notNull().default(false),
    referenceIsUse: boolean('reference_is_use').notNull().default(false),
    newsIsUse: boolean('news_is_use').notNull().default(false),
    youtubeIsUse: boolean('youtube_is_use').notNull().default(false),
    typeIdx: integer('type_idx').references(() => caseTypes.typeIdx, { onDelete: 'set null' }),
    /** faqCount: how many FAQ elements this row's contents hold. */
    faqCount: integer('faq_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('article_templates_article_idx').on(table.articleIdx, table.sortOrder),
    check('article_templates_tag_check', valueIn(table.tag, TEMPLATE_TAGS)),
  ],
);

/** contentsList: the body of a template row, as HTML paragraphs or FAQ elements. */
export const articleContents = pgTable(
  'article_contents',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    articleIdx: integer('article_idx')
      .notNull()
      .references(() => articles.idx, { onDelete: 'cascade' }),
    templateIdx: integer('template_idx')
      .notNull()
      .references(() => articleTemplates.idx, { onDelete: 'cascade' }),
    /** `text` (body HTML) or `faq` (title is the question, body the answer). */
    kind: text('kind').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('article_contents_article_idx').on(table.articleIdx, table.sortOrder),
    check('article_contents_kind_check', valueIn(table.kind, ARTICLE_CONTENT_KINDS)),
  ],
);

/**
 * referenceLinkList, newsLinkList, shortsLinkList and youtubeLinkList in one table: idx, title,
 * link and tag_idx (the template row the link belongs to). Links with an empty title are hidden.
 */
export const articleLinks = pgTable(
  'article_links',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    articleIdx: integer('article_idx')
      .notNull()
      .references(() => articles.idx, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tagIdx: integer('tag_idx')
      .notNull()
      .references(() => articleTemplates.idx, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    link: text('link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('article_links_article_kind_idx').on(table.articleIdx, table.kind),
    check('article_links_kind_check', valueIn(table.kind, ARTICLE_LINK_KINDS)),
  ],
);

/** lawyerData: the lawyers shown with an article, in order. */
export const articleLawyers = pgTable(
  'article_lawyers',
  {
    articleIdx: integer('article_idx')
      .notNull()
      .references(() => articles.idx, { onDelete: 'cascade' }),
    lawyerIdx: integer('lawyer_idx')
      .notNull()
      .references(() => lawyers.idx, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.articleIdx, table.lawyerIdx] }),
    index('article_lawyers_lawyer_idx').on(table.lawyerIdx),
  ],
);

export const articlesRelations = relations(articles, ({ one, many }) => ({
  group: one(groups, { fields: [articles.groupCode], references: [groups.code] }),
  caseType: one(caseTypes, { fields: [articles.typeIdx], references: [caseTypes.typeIdx] }),
  templates: many(articleTemplates),
  contents: many(articleContents),
  links: many(articleLinks),
  lawyers: many(articleLawyers),
}));

export const articleTemplatesRelations = relations(articleTemplates, ({ one }) => ({
  article: one(articles, { fields: [articleTemplates.articleIdx], references: [articles.idx] }),
}));

export const articleContentsRelations = relations(articleContents, ({ one }) => ({
  article: one(articles, { fields: [articleContents.articleIdx], references: [articles.idx] }),
  template: one(articleTemplates, {
    fields: [articleContents.templateIdx],
    references: [articleTemplates.idx],
  }),
}));

export const articleLinksRelations = relations(articleLinks, ({ one }) => ({
  article: one(articles, { fields: [articleLinks.articleIdx], references: [articles.idx] }),
}));

export const articleLawyersRelations = relations(articleLawyers, ({ one }) => ({
  article: one(articles, { fields: [articleLawyers.articleIdx], references: [articles.idx] }),
  lawyer: one(lawyers, { fields: [articleLawyers.lawyerIdx], references: [lawyers.idx] }),
}));

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
export type ArticleTemplateRow = typeof articleTemplates.$inferSelect;
export type NewArticleTemplateRow = typeof articleTemplates.$inferInsert;
export type ArticleContentRow = typeof articleContents.$inferSelect;
export type NewArticleContentRow = typeof articleContents.$inferInsert;
export type ArticleLinkRow = typeof articleLinks.$inferSelect;
export type NewArticleLinkRow = typeof articleLinks.$inferInsert;
export type ArticleLawyerRow = typeof articleLawyers.$inferSelect;
export type NewArticleLawyerRow = typeof articleLawyers.$inferInsert;
