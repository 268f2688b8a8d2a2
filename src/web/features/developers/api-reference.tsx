import { useMemo, useState } from 'react';
import { renderMarkdown } from '../../../contracts/markdown.js';
import { useT } from '../../lib/i18n/i18n.js';

/**
 * An operation block's id: its tag and operationId, spaces as hyphens ("Brand kits" →
 * "operations-Brand-kits-listDesigns"), since an id holds no whitespace.
 */
function operationAnchor(tag: string, operationId: string): string {
  return `operations-${tag.replace(/\s+/g, '-')}-${operationId}`;
}

/**
 * The reference of every /api/v1 operation, drawn from the live OpenAPI 3.1 document (served
 * by the API itself, generated from the routes' zod schemas): operations grouped by tag, each a
 * block that opens to its parameters, request body and responses with their schemas. Ours
 * rather than Swagger UI: that package installs a telemetry script (@scarf/scarf) and weighs
 * more than the rest of the page. Descriptions are Markdown, rendered by renderMarkdown (raw
 * HTML escaped, unsafe link schemes dropped). The document's own words (titles, summaries,
 * descriptions) are English on every page and marked `lang="en"`; names, paths and types are
 * marked not to translate; the frame's headings are in the page's language (site-developers).
 */

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface MediaTypes {
  [mediaType: string]: { schema?: Schema };
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: MediaTypes };
  responses?: Record<
    string,
    {
      description?: string;
      headers?: Record<string, { description?: string }>;
      content?: MediaTypes;
    }
  >;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<
      string,
      { scheme?: string; bearerFormat?: string; description?: string }
    >;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

const METHOD_COLORS: Record<string, string> = {
  get: 'bg-blue-100 text-blue-900',
  post: 'bg-green-100 text-green-900',
  put: 'bg-amber-100 text-amber-900',
  patch: 'bg-amber-100 text-amber-900',
  delete: 'bg-red-100 text-red-900',
};

const proseClass =
  'text-sm text-gray-700 [&_p]:mt-1 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_a]:text-blue-700 [&_a]:underline';

function Markdown({ text }: { text?: string }) {
  const html = useMemo(() => (text ? renderMarkdown(text) : ''), [text]);
  if (!html) return null;
  return <div lang="en" className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `#/components/schemas/Name` → the schema it names (undefined when it names nothing). */
function resolve(schema: Schema, document: OpenApiDocument): { name?: string; schema: Schema } {
  const ref =
    typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
  const name = ref?.[1];
  if (name === undefined) return { schema };
  return { name, schema: document.components?.schemas?.[name] ?? {} };
}

/** One line for a schema's type: `string (uuid)`, `array of Code`, `"a" | "b"`, `integer ≥ 1`. */
function typeLabel(schema: Schema, document: OpenApiDocument): string {
  const { name, schema: s } = resolve(schema, document);
  if (name) return name;
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  const variants = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants)) return variants.map((v) => typeLabel(v, document)).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type as string | undefined);
  if (type === 'array' && s.items) return `array of ${typeLabel(s.items as Schema, document)}`;
  const extras = [
    typeof s.format === 'string' ? s.format : undefined,
    typeof s.contentMediaType === 'string' ? s.contentMediaType : undefined,
    typeof s.minimum === 'number' ? `≥ ${s.minimum}` : undefined,
    typeof s.maximum === 'number' ? `≤ ${s.maximum}` : undefined,
    typeof s.maxLength === 'number' ? `≤ ${s.maxLength} chars` : undefined,
  ].filter(Boolean);
  return `${type ?? 'any'}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

/** Object properties as nested lists, down to `depth` levels (schemas may refer to themselves). */
function SchemaView({
  schema,
  document,
  depth = 0,
}: {
  schema: Schema;
  document: OpenApiDocument;
  depth?: number;
}) {
  const { name, schema: s } = resolve(schema, document);
  const target = s.type === 'array' && s.items ? resolve(s.items as Schema, document).schema : s;
  const properties = target.properties as Record<string, Schema> | undefined;
  const required = new Set((target.required as string[] | undefined) ?? []);
  return (
    <div className="text-sm">
      {depth === 0 && (
        <p className="font-mono text-gray-900" translate="no">
          {name ?? typeLabel(s, document)}
        </p>
      )}
      {typeof s.description === 'string' && depth === 0 && <Markdown text={s.description} />}
      {properties && depth < 4 && (
        <ul className="mt-1 space-y-1 border-l border-gray-200 pl-3">
          {Object.entries(properties).map(([key, child]) => (
            <li key={key}>
              <span className="font-mono text-gray-900" translate="no">
                {key}
              </span>
              {required.has(key) && <span className="text-red-700">*</span>}{' '}
              <span className="font-mono text-gray-600" translate="no">
                {typeLabel(child, document)}
              </span>
              {typeof child.description === 'string' && <Markdown text={child.description} />}
              <SchemaView schema={child} document={document} depth={depth + 1} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Content({ content, document }: { content?: MediaTypes; document: OpenApiDocument }) {
  if (!content) return null;
  return (
    <>
      {Object.entries(content).map(([mediaType, { schema }]) => (
        <div key={mediaType} className="mt-2">
          <p className="font-mono text-xs text-gray-500" translate="no">
            {mediaType}
          </p>
          {schema && <SchemaView schema={schema} document={document} />}
        </div>
      ))}
    </>
  );
}

function OperationBlock({
  id,
  method,
  path,
  operation,
  document,
}: {
  id: string;
  method: string;
  path: string;
  operation: Operation;
  document: OpenApiDocument;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useT('developers');
  return (
    <div id={id} className="mt-3 rounded-lg border border-gray-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen(!open)}
        className="flex w-full flex-wrap items-center gap-3 px-3 py-2 text-left"
      >
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_COLORS[method] ?? 'bg-gray-100'}`}
          translate="no"
        >
          {method.toUpperCase()}
        </span>
        <span className="font-mono text-sm break-all text-gray-900" translate="no">
          {path}
        </span>
        <span className="text-sm text-gray-600" lang="en">
          {operation.summary}
        </span>
      </button>
      {open && (
        <div id={`${id}-details`} className="space-y-4 border-t border-gray-200 px-3 py-3">
          <Markdown text={operation.description} />
          {operation.parameters && operation.parameters.length > 0 && (
            <div>
              <h5 className="font-semibold text-gray-900">{t('reference.parameters')}</h5>
              <ul className="mt-1 space-y-1 text-sm">
                {operation.parameters.map((p) => (
                  <li key={`${p.in}-${p.name}`}>
                    <span className="font-mono text-gray-900" translate="no">
                      {p.name}
                    </span>
                    {p.required && <span className="text-red-700">*</span>}{' '}
                    <span className="text-gray-500" translate="no">
                      ({p.in})
                    </span>{' '}
                    {p.schema && (
                      <span className="font-mono text-gray-600" translate="no">
                        {typeLabel(p.schema, document)}
                      </span>
                    )}
                    <Markdown
                      text={p.description ?? (p.schema?.description as string | undefined)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {operation.requestBody && (
            <div>
              <h5 className="font-semibold text-gray-900">
                {operation.requestBody.required
                  ? t('reference.requestBodyRequired')
                  : t('reference.requestBody')}
              </h5>
              <Markdown text={operation.requestBody.description} />
              <Content content={operation.requestBody.content} document={document} />
            </div>
          )}
          <div>
            <h5 className="font-semibold text-gray-900">{t('reference.responses')}</h5>
            {Object.entries(operation.responses ?? {}).map(([status, response]) => (
              <div key={status} className="mt-2 border-l-2 border-gray-200 pl-3">
                <p className="font-mono font-bold text-gray-900" translate="no">
                  {status}
                </p>
                <Markdown text={response.description} />
                {response.headers && (
                  <ul className="mt-1 text-sm">
                    {Object.entries(response.headers).map(([header, doc]) => (
                      <li key={header}>
                        <span className="font-mono text-gray-900" translate="no">
                          {header}
                        </span>{' '}
                        <span className="text-gray-600" lang="en">
                          {doc.description}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <Content content={response.content} document={document} />
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** The whole reference: title, authentication, then each tag's operations in document order. */
export function ApiReferenceView({ document }: { document: OpenApiDocument }) {
  const { t } = useT('developers');
  const other = t('reference.other');
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const tagNames = [
    ...(document.tags ?? []).map((t) => t.name),
    ...operations.map((o) => o.operation.tags?.[0] ?? other),
  ].filter((name, i, all) => all.indexOf(name) === i);
  return (
    <div className="max-w-4xl">
      <h3 className="text-xl font-semibold text-gray-900">
        <span lang="en">{document.info?.title}</span>{' '}
        <span className="text-sm text-gray-500" translate="no">
          {document.info?.version}
        </span>
      </h3>
      <Markdown text={document.info?.description} />
      {Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => (
        <div key={name} className="mt-3 text-sm text-gray-700">
          <span className="font-semibold text-gray-900">{t('reference.authentication')}</span>{' '}
          {scheme.scheme === 'bearer' ? (
            t('reference.bearer', { format: scheme.bearerFormat ?? t('reference.key') })
          ) : (
            <span translate="no">{name}</span>
          )}
          . <span lang="en">{scheme.description}</span>
        </div>
      ))}
      {tagNames.map((tag) => {
        const inTag = operations.filter((o) => (o.operation.tags?.[0] ?? other) === tag);
        if (inTag.length === 0) return null;
        return (
          <section key={tag} className="mt-8" aria-labelledby={`tag-${tag.replace(/\s+/g, '-')}`}>
            <h4
              id={`tag-${tag.replace(/\s+/g, '-')}`}
              className="text-lg font-semibold text-gray-900"
              lang={tag === other ? undefined : 'en'}
            >
              {tag}
            </h4>
            <Markdown text={document.tags?.find((t) => t.name === tag)?.description} />
            {inTag.map(({ path, method, operation }) => (
              <OperationBlock
                key={`${method} ${path}`}
                id={operationAnchor(tag, operation.operationId ?? `${method}-${path}`)}
                method={method}
                path={path}
                operation={operation}
                document={document}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
