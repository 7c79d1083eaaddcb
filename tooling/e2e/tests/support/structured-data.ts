// Reads and checks the JSON-LD a served page carries, as Google's rich-result documentation
// states what each type needs (required, and the recommended properties the site commits to).
// One check per schema.org @type in TYPE_CHECKS: a type without one is only parsed. Add a type
// by adding its check there.

export type JsonLdNode = Record<string, unknown>;

/** Reports one problem at a property path, e.g. `mainEntity.acceptedAnswer.text`. */
type Report = (path: string, problem: string) => void;

/** The check of one @type. */
export type TypeCheck = (node: JsonLdNode, report: Report) => void;

const SCRIPT_OPEN = /<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>/gi;
const SCRIPT =
  /<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The raw text of every application/ld+json script of an HTML document, in order. */
export function jsonLdScriptTexts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].map((match) => match[1] ?? '');
}

/** How many application/ld+json scripts the document opens (a script cut short shows here). */
export function jsonLdScriptCount(html: string): number {
  return [...html.matchAll(SCRIPT_OPEN)].length;
}

/** The objects one script holds: itself, the items of an array, or the nodes of an @graph. */
export function jsonLdObjects(data: unknown): JsonLdNode[] {
  if (Array.isArray(data)) return data.flatMap(jsonLdObjects);
  if (!isNode(data)) return [];
  if (Array.isArray(data['@graph'])) return jsonLdObjects(data['@graph']);
  return [data];
}

/** A node's @type as a list (schema.org allows one type or several). */
export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The problems of one top-level object: its @context and @type, and the checks of each of its
 * types. An empty list is a valid object.
 */
export function validateJsonLd(node: JsonLdNode): string[] {
  const problems: string[] = [];
  const report: Report = (path, problem) => problems.push(`${path}: ${problem}`);
  if (!/^https?:\/\/schema\.org\/?$/.test(String(node['@context']))) {
    report('@context', `must be https://schema.org, is ${JSON.stringify(node['@context'])}`);
  }
  const types = typesOf(node);
  if (types.length === 0) report('@type', 'is missing');
  for (const type of types)
    TYPE_CHECKS[type]?.(node, (path, problem) => report(`${type}.${path}`, problem));
  return problems;
}

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

// Small property checks, each reporting under the property's path.
const text = (node: JsonLdNode, key: string, report: Report, path = key) => {
  const value = node[key];
  if (typeof value !== 'string' || value.trim() === '') report(path, 'must be non-empty text');
};
const url = (node: JsonLdNode, key: string, report: Report, path = key) => {
  if (!isAbsoluteUrl(node[key]))
    report(path, `must be an absolute URL, is ${JSON.stringify(node[key])}`);
};
const optionalUrl = (node: JsonLdNode, key: string, report: Report) => {
  if (node[key] === undefined) return;
  const value = node[key];
  const values = Array.isArray(value) ? value : [value];
  values.forEach((item, index) => {
    const target = isNode(item) ? item.url : item;
    if (!isAbsoluteUrl(target))
      report(Array.isArray(value) ? `${key}[${index}]` : key, 'must be an absolute URL');
  });
};
const child = (
  node: JsonLdNode,
  key: string,
  type: string,
  report: Report,
): JsonLdNode | undefined => {
  const value = node[key];
  if (!isNode(value)) {
    report(key, `must be a ${type}`);
    return undefined;
  }
  if (!typesOf(value).includes(type)) report(`${key}.@type`, `must be ${type}`);
  return value;
};
const under =
  (report: Report, prefix: string): Report =>
  (path, problem) =>
    report(`${prefix}.${path}`, problem);

/** An address: a PostalAddress with a street and a country, or the address as one text. */
function checkAddress(node: JsonLdNode, report: Report) {
  if (typeof node.address === 'string') return text(node, 'address', report);
  const address = child(node, 'address', 'PostalAddress', report);
  if (!address) return;
  text(address, 'streetAddress', report, 'address.streetAddress');
  text(address, 'addressCountry', report, 'address.addressCountry');
}

/** A Question: its name and, in an FAQ or Q&A, the accepted answer's text. */
function checkQuestion(question: JsonLdNode, report: Report) {
  text(question, 'name', report);
  const answer = child(question, 'acceptedAnswer', 'Answer', report);
  if (answer) text(answer, 'text', report, 'acceptedAnswer.text');
}

/** Google: Organization (recommended name, url, logo, sameAs). */
const organization: TypeCheck = (node, report) => {
  text(node, 'name', report);
  url(node, 'url', report);
  optionalUrl(node, 'logo', report);
  optionalUrl(node, 'sameAs', report);
};

/** Google: LocalBusiness requires name and address; telephone is recommended. */
const localBusiness: TypeCheck = (node, report) => {
  text(node, 'name', report);
  checkAddress(node, report);
  text(node, 'telephone', report);
  optionalUrl(node, 'url', report);
  optionalUrl(node, 'image', report);
};

/** Google: Article (headline recommended; images and author when given). */
const article: TypeCheck = (node, report) => {
  text(node, 'headline', report);
  optionalUrl(node, 'image', report);
  for (const key of ['datePublished', 'dateModified']) {
    const value = node[key];
    if (value !== undefined && (typeof value !== 'string' || Number.isNaN(Date.parse(value)))) {
      report(key, 'must be an ISO 8601 date');
    }
  }
  const authors =
    node.author === undefined ? [] : Array.isArray(node.author) ? node.author : [node.author];
  authors.forEach((author, index) => {
    if (!isNode(author)) report(`author[${index}]`, 'must be a Person or an Organization');
    else text(author, 'name', report, `author[${index}].name`);
  });
};

export const TYPE_CHECKS: Record<string, TypeCheck> = {
  Organization: organization,
  LegalService: localBusiness,
  LocalBusiness: localBusiness,
  Article: article,
  NewsArticle: article,
  BlogPosting: article,

  /** Google: Q&A page, a Question with name, text, answerCount and an accepted answer's text. */
  QAPage: (node, report) => {
    const question = child(node, 'mainEntity', 'Question', report);
    if (!question) return;
    const questionReport = under(report, 'mainEntity');
    checkQuestion(question, questionReport);
    text(question, 'text', questionReport);
    const count = question.answerCount;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      questionReport('answerCount', 'must be a whole number of at least 1 (the accepted answer)');
    }
  },

  /** Google: breadcrumb, at least two ListItems, each with position, name and item. */
  BreadcrumbList: (node, report) => {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length < 2) {
      report('itemListElement', 'must list at least two ListItems');
      return;
    }
    items.forEach((item: unknown, index) => {
      const path = `itemListElement[${index}]`;
      if (!isNode(item) || !typesOf(item).includes('ListItem')) {
        report(path, 'must be a ListItem');
        return;
      }
      if (item.position !== index + 1) report(`${path}.position`, `must be ${index + 1}`);
      text(item, 'name', report, `${path}.name`);
      url(item, 'item', report, `${path}.item`);
    });
  },

  /** Google: FAQ, mainEntity is the list of Questions, each with its accepted Answer's text. */
  FAQPage: (node, report) => {
    const questions = node.mainEntity;
    if (!Array.isArray(questions) || questions.length === 0) {
      report('mainEntity', 'must list the Questions');
      return;
    }
    questions.forEach((question: unknown, index) => {
      const questionReport = under(report, `mainEntity[${index}]`);
      if (!isNode(question) || !typesOf(question).includes('Question')) {
        questionReport('@type', 'must be Question');
        return;
      }
      checkQuestion(question, questionReport);
    });
  },
};
