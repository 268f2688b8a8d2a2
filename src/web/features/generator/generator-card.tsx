import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DESIGN_FIELD_NAMES } from '../../../contracts/design.js';
import type { SiteGeneratorResultMessageId } from '../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { staticContentProblem } from '../../../contracts/qr-content.js';
import type { QrType } from '../../../qr/payload/qr-types.js';
import type { QrLogo } from '../../../qr/render/design.js';
import { Button } from '../../components/ui/button.js';
import { BrandKitPicker } from '../designs/index.js';
import { serverFieldErrors } from '../../lib/api.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { generateQrCode, trackGeneration, type GenerateBody } from './api/generator-api.js';
import {
  emptyContent,
  templateToContent,
  validateContent,
  type ContentValue,
} from './content-forms/index.js';
import {
  designRequestFields,
  designFromTemplate,
  swappedColours,
  type DesignState,
} from './design-state.js';
import {
  describeGenerateFailure,
  generateFailureReason,
  type GenerateFailureReason,
} from './generate-failure.js';
import { AccountPromptDialog, type AccountPromptReason } from './dialogs/account-prompt-dialog.js';
import { PremiumFeatureDialog } from './dialogs/premium-feature-dialog.js';
import type { LogoState } from './logo-file.js';
import { useApplyKit } from './apply-kit.js';
import { ModeToggle, type QrMode } from './mode-toggle.js';
import { isRestrictedType, type Preselection } from './preselection.js';
import { LivePreviewBox } from './preview/live-preview.js';
import { GenerateResult, type GeneratedCode } from './result/generate-result.js';
import { ScanTrackingToggle } from './scan-tracking-toggle.js';
import { AdvancedSection } from './tabs/advanced-section.js';
import { ColorsTab } from './tabs/colors-tab.js';
import {
  FIELD_CLASSES,
  LABEL_CLASSES,
  TAB_LIST_CLASSES,
  TAB_TRIGGER_CLASSES,
} from './tabs/field-styles.js';
import { FrameTab } from './tabs/frame-tab.js';
import { LogoTab } from './tabs/logo-tab.js';
import { PurposeTab } from './tabs/purpose-tab.js';
import { svgImageUrl } from './result/download-files.js';

type TabName = 'purpose' | 'colors' | 'logo' | 'frame';

const TABS: readonly { value: TabName; label: SiteGeneratorResultMessageId }[] = [
  { value: 'purpose', label: 'tab.purpose' },
  { value: 'colors', label: 'tab.colors' },
  { value: 'logo', label: 'tab.logo' },
  { value: 'frame', label: 'tab.frame' },
];

/** Creates a dynamic code from the card's design; the dashboard supplies it (it owns the lists). */
export type CreateDynamicCode = (
  body: Record<string, unknown> & { qrType: QrType; destination?: string; name?: string },
) => Promise<
  { ok: true; code: { shortUrl: string } } | { ok: false; fields: Record<string, string> }
>;

export interface GeneratorCardProps {
  signedIn: boolean;
  /** The type (and template data) to open on; null opens a Website URL code. */
  preselection: Preselection | null;
  /** Given (signed in), the Dynamic mode creates dynamic codes; without it the toggle is hidden. */
  createDynamic?: CreateDynamicCode;
}

/**
 * "Generate Your QR Code" (spec 000 §2): the Purpose, Colors, Logo and Frame tabs, a live
 * preview drawn in the browser, Generate (POST /api/generate-qrcode), then downloads and Save.
 * Signed-out visitors get the spec's refusals (pdf, second colour, logo, scan tracking).
 */
export function GeneratorCard({ signedIn, preselection, createDynamic }: GeneratorCardProps) {
  const { t, rich } = useT('generatorResult');
  const [initial] = useState(() => initialForm(preselection, signedIn));
  const [qrType, setQrType] = useState<QrType>(initial.qrType);
  const [content, setContent] = useState<ContentValue>(initial.content);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** After the first Generate, fields are re-checked on every edit. */
  const [submitted, setSubmitted] = useState(false);
  const [design, setDesign] = useState<DesignState>(() =>
    designFromTemplate(preselection?.template?.design, signedIn),
  );
  const [logo, setLogo] = useState<LogoState | null>(null);
  const [tab, setTab] = useState<TabName>('purpose');
  const [premiumOpen, setPremiumOpen] = useState(false);
  const [prompt, setPrompt] = useState<AccountPromptReason | null>(null);
  const [chosenMode, setMode] = useState<QrMode>('static');
  /** Dynamic mode: the code's name in the lists (empty: the server names it by its type). */
  const [dynamicName, setDynamicName] = useState('');
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<GeneratedCode | null>(null);
  const [createdShortUrl, setCreatedShortUrl] = useState<string | null>(null);
  const [outdated, setOutdated] = useState(false);
  /** Why the last Generate was refused (shown under the button); null after a success. */
  const [failureReason, setFailureReason] = useState<GenerateFailureReason | null>(null);
  const failure = failureReason ? describeGenerateFailure(failureReason, t) : null;
  const nameFieldId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Set by a successful Generate: the next commit moves focus to the result. */
  const revealResult = useRef(false);
  const focusFirstError = useRef(false);

  const previewLogo = useMemo<QrLogo | undefined>(
    () => (logo ? { href: logo.dataUri, aspect: logo.aspect } : undefined),
    [logo],
  );

  // After a failed Generate: show the Purpose tab and put the cursor in the first bad field.
  // The tab panel mounts its fields one commit after the tab changes, hence the timeout.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const timer = window.setTimeout(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => window.clearTimeout(timer);
  }, [errors, tab]);

  // After a successful Generate: the result's heading takes the focus (a keyboard user is two
  // Tab presses from the downloads) and the result scrolls into view, downloads included.
  useEffect(() => {
    if (!revealResult.current || !generated) return;
    revealResult.current = false;
    resultHeadingRef.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView?.({
      block: 'start',
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [generated]);

  /**
   * Scan tracking is the dynamic mode (spec 000 qrMode): ON makes Generate create a dynamic code
   * for the current content, of any type. Both controls show only where it works: signed in,
   * with a create action (the dashboard). Elsewhere Generate makes a static code.
   */
  const trackable = signedIn && createDynamic !== undefined;
  const mode: QrMode = trackable ? chosenMode : 'static';

  const markChanged = () => setOutdated(generated !== null);
  const hasGenerated = generated !== null;

  /** The light-on-dark fix beside the preview: swap, and the result (if any) is outdated. */
  const swapColours = useCallback(() => {
    setDesign((current) => ({ ...current, ...swappedColours(current) }));
    setOutdated(hasGenerated);
  }, [hasGenerated]);

  // A brand kit fills the whole design, its logo included; the result (if any) is outdated.
  const outdateResult = useCallback(() => setOutdated(hasGenerated), [hasGenerated]);
  const applyKit = useApplyKit(setDesign, setLogo, signedIn, outdateResult);

  // The sign-up dialog after an anonymous download (spec 000 §2) asks once, not at every file.
  const promptedAfterDownload = useRef(false);
  const promptAfterDownload = () => {
    if (promptedAfterDownload.current) return;
    promptedAfterDownload.current = true;
    setPrompt('download');
  };

  function changeType(next: QrType) {
    if (next === qrType) return;
    if (isRestrictedType(next, signedIn)) {
      setPremiumOpen(true);
      return;
    }
    setQrType(next);
    setContent(emptyContent(next));
    setErrors({});
    setSubmitted(false);
    markChanged();
  }

  function changeContent(next: ContentValue) {
    setContent(next);
    markChanged();
    if (!submitted) return;
    const checked = validateContent(qrType, next);
    setErrors(checked.ok ? {} : checked.fields);
  }

  function blurField(name: string) {
    const checked = validateContent(qrType, content);
    const message = checked.ok ? undefined : checked.fields[name];
    setErrors((current) => {
      const { [name]: _old, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });
  }

  function changeDesign(patch: Partial<DesignState>) {
    setDesign((current) => ({ ...current, ...patch }));
    markChanged();
  }

  function changeLogo(next: LogoState | null) {
    setLogo(next);
    markChanged();
  }

  function showFieldErrors(fields: Record<string, string>) {
    setErrors(fields);
    setTab('purpose');
    focusFirstError.current = true;
  }

  async function generate(designToSend: DesignState = design) {
    setSubmitted(true);
    const checked = validateContent(qrType, content);
    if (!checked.ok) {
      showFieldErrors(checked.fields);
      return;
    }
    // A static images code shows one image; a gallery needs the dynamic mode (same message
    // as the server's).
    const staticProblem =
      mode === 'static'
        ? staticContentProblem(qrType, checked.data as Record<string, unknown>)
        : null;
    if (staticProblem) {
      showFieldErrors(staticProblem);
      return;
    }
    setErrors({});
    setFailureReason(null);
    const body: GenerateBody = {
      qrType,
      ...(checked.data as Record<string, unknown>),
      ...designRequestFields(designToSend),
      ...(logo ? { logoId: logo.id } : {}),
    };
    if (mode === 'dynamic' && createDynamic) {
      await generateDynamic(body, createDynamic);
      return;
    }
    setBusy(true);
    try {
      const response = await generateQrCode(body);
      revealResult.current = true;
      setGenerated({ qrType, body, response });
      setOutdated(false);
      trackGeneration({
        qrType,
        qrData: response.content,
        foregroundColor: designToSend.fgColor,
        backgroundColor: designToSend.bgColor,
        hasLogo: logo !== null,
      });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ApiError')) {
        console.warn('Generate failed', error);
      }
      // "images.1.imageId" belongs to the images field.
      const fields = serverFieldErrors(error);
      const formFields = new Set([
        ...Object.keys(content),
        ...Object.keys(fields).filter((name) => {
          const [head = ''] = name.split('.');
          return content[head] !== undefined;
        }),
      ]);
      const shown = Object.fromEntries(
        Object.entries(fields).filter(([name]) => formFields.has(name)),
      );
      if (Object.keys(shown).length > 0) showFieldErrors(shown);
      setFailureReason(generateFailureReason(error, formFields));
    } finally {
      setBusy(false);
    }
  }

  /**
   * Dynamic mode: a new short link for the content of any type (issue 25). A url code redirects
   * to its address; other types redirect or get a hosted page, and stay editable after printing.
   */
  async function generateDynamic(body: GenerateBody, create: CreateDynamicCode) {
    setBusy(true);
    try {
      const design = Object.fromEntries(
        [...DESIGN_FIELD_NAMES, 'logoId'].filter((k) => k in body).map((k) => [k, body[k]]),
      );
      const content = Object.fromEntries(
        Object.entries(body).filter(([k]) => k !== 'qrType' && !(k in design)),
      );
      const name = dynamicName.trim();
      const result = await create(
        qrType === 'url'
          ? { ...design, qrType, name, destination: String(body.url ?? '') }
          : { ...design, qrType, name, qrData: content },
      );
      if (result.ok) {
        setCreatedShortUrl(result.code.shortUrl);
        setOutdated(false);
      } else if (result.fields.destination) {
        showFieldErrors({ url: result.fields.destination });
      } else if (Object.keys(result.fields).length > 0) {
        showFieldErrors(result.fields);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id="generator"
      aria-labelledby="generator-heading"
      className="mx-auto w-full max-w-6xl rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="generator-heading" className="text-2xl font-bold text-gray-900">
        {t('card.title')}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6" ref={formRef}>
          {trackable && <ModeToggle mode={mode} onChange={setMode} />}
          {mode === 'dynamic' && (
            <div className="grid gap-1.5">
              <label htmlFor={nameFieldId} className={LABEL_CLASSES}>
                {t('dynamic.nameLabel')}
              </label>
              <input
                id={nameFieldId}
                type="text"
                maxLength={255}
                value={dynamicName}
                onChange={(event) => setDynamicName(event.target.value)}
                placeholder={t('dynamic.namePlaceholder')}
                aria-describedby={`${nameFieldId}-hint`}
                className={FIELD_CLASSES}
                disabled={busy}
              />
              <p id={`${nameFieldId}-hint`} className="text-xs text-gray-600">
                {t('dynamic.nameHint')}
              </p>
            </div>
          )}
          {mode === 'dynamic' && createdShortUrl && (
            <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
              {rich('dynamic.created', {
                shortUrl: createdShortUrl,
                url: (chunks) => <span className="font-mono break-all">{chunks}</span>,
                // The dashboard's list (the Dynamic mode is only offered there).
                link: (chunks) => (
                  <Link href="/" className="font-medium underline underline-offset-2">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          {signedIn && (
            <BrandKitPicker
              currentDesign={() => ({
                ...designRequestFields(design),
                ...(logo ? { logoId: logo.id } : {}),
              })}
              onApply={applyKit}
              applyDefault={!preselection?.template}
              canSave
              disabled={busy}
            />
          )}
          <Tabs.Root
            value={tab}
            onValueChange={(value) => setTab(value as TabName)}
            className="grid gap-4"
          >
            <Tabs.List aria-label={t('card.settings')} className={TAB_LIST_CLASSES}>
              {TABS.map((entry) => (
                <Tabs.Trigger key={entry.value} value={entry.value} className={TAB_TRIGGER_CLASSES}>
                  {t(entry.label)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Each panel starts with its own controls: Tab goes straight to them (tabIndex -1). */}
            <Tabs.Content tabIndex={-1} value="purpose" className="focus-visible:outline-none">
              <PurposeTab
                signedIn={signedIn}
                qrType={qrType}
                onTypeChange={changeType}
                content={content}
                onContentChange={changeContent}
                errors={errors}
                onFieldBlur={blurField}
                disabled={busy}
              />
            </Tabs.Content>
            <Tabs.Content tabIndex={-1} value="colors" className="focus-visible:outline-none">
              <ColorsTab design={design} onChange={changeDesign} signedIn={signedIn} />
            </Tabs.Content>
            <Tabs.Content tabIndex={-1} value="logo" className="focus-visible:outline-none">
              <LogoTab
                logo={logo}
                onChange={changeLogo}
                signedIn={signedIn}
                logoSize={design.logoSize}
                onLogoSizeChange={(logoSize) => changeDesign({ logoSize })}
              />
            </Tabs.Content>
            <Tabs.Content tabIndex={-1} value="frame" className="focus-visible:outline-none">
              <FrameTab design={design} onChange={changeDesign} />
            </Tabs.Content>
          </Tabs.Root>
          <AdvancedSection design={design} onChange={changeDesign} hasLogo={logo !== null} />

          {(!signedIn || trackable) && (
            <ScanTrackingToggle
              on={mode === 'dynamic'}
              onChange={(on) => setMode(on ? 'dynamic' : 'static')}
              locked={!signedIn}
              onLockedPress={() => setPrompt('tracking')}
            />
          )}
          <div className="grid gap-3">
            <Button
              onClick={() => void generate()}
              // Keep the focus where it is on press: otherwise the field being left validates
              // on blur, its message pushes this button down between mousedown and mouseup,
              // and the click is lost. generate() checks every field anyway.
              onMouseDown={(event) => event.preventDefault()}
              disabled={busy}
              className="w-full py-3 text-center text-base"
            >
              {t(busy ? 'generate.busy' : 'generate.button')}
            </Button>
            {/* An inserted role="alert" is announced at once; no toast covers the code. */}
            {failure && (
              <div
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
              >
                <p className="font-semibold">{failure.title}</p>
                <p>{failure.reason}</p>
              </div>
            )}
            {!signedIn && (
              <p className="text-center text-sm text-gray-600">
                {rich('generate.signUp', {
                  // In the page's language (/es/register on a Spanish page), as the header's.
                  link: (chunks) => (
                    <SiteLink
                      to="/register"
                      className="font-medium text-primary underline underline-offset-2"
                    >
                      {chunks}
                    </SiteLink>
                  ),
                })}
              </p>
            )}
          </div>
        </div>

        <section
          ref={resultRef}
          aria-labelledby="generator-code-heading"
          className="grid scroll-mt-4 content-start justify-items-center gap-4 lg:sticky lg:top-4 lg:self-start"
        >
          <h3
            id="generator-code-heading"
            ref={resultHeadingRef}
            tabIndex={-1}
            className="rounded text-lg font-semibold text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {t(generated ? 'heading.result' : 'heading.preview')}
          </h3>
          <LivePreviewBox
            qrType={qrType}
            content={content}
            design={design}
            logo={previewLogo}
            onSwapColours={swapColours}
            resultImage={generated && !outdated ? svgImageUrl(generated.response.qrCode) : null}
          >
            {generated && (
              <>
                <p role="status" className="text-center text-sm font-medium text-green-800">
                  {!outdated && (
                    <>
                      <span>{t('note.generated')}</span>
                      {!signedIn && (
                        <>
                          {' '}
                          <span>{t('note.signInToSave')}</span>
                        </>
                      )}
                    </>
                  )}
                </p>
                <GenerateResult
                  generated={generated}
                  signedIn={signedIn}
                  outdated={outdated}
                  onAnonymousDownload={promptAfterDownload}
                  onSwapColours={() => {
                    const next = { ...design, ...swappedColours(design) };
                    setDesign(next);
                    void generate(next);
                  }}
                  onRegenerate={() => void generate()}
                  regenerating={busy}
                />
              </>
            )}
          </LivePreviewBox>
        </section>
      </div>

      <PremiumFeatureDialog open={premiumOpen} onOpenChange={setPremiumOpen} />
      <AccountPromptDialog reason={prompt} onClose={() => setPrompt(null)} />
    </section>
  );
}

/** The type and form the card opens with: the template's data, else the type's empty form. */
function initialForm(
  preselection: Preselection | null,
  signedIn: boolean,
): { qrType: QrType; content: ContentValue } {
  const template = preselection?.template ? templateToContent(preselection.template) : null;
  if (template && !isRestrictedType(template.qrType, signedIn)) {
    return { qrType: template.qrType, content: template.value };
  }
  const qrType = preselection?.qrType ?? 'url';
  return { qrType, content: emptyContent(qrType) };
}
