import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RankingControls, RankingControlsView, type RankingControlsViewProps } from './ranking-controls.tsx';

const none = () => undefined;
const view: RankingControlsViewProps = {
  value: null,
  status: 'off',
  error: null,
  progress: { done: 0, total: 0 },
  domain: '',
  device: 'desktop',
  invalid: null,
  onDomain: none,
  onDevice: none,
  onSubmit: none,
  onHide: none,
};
const render = (props: Partial<RankingControlsViewProps>) => renderToStaticMarkup(<RankingControlsView {...view} {...props} />);

describe('RankingControlsView', () => {
  it('is a labelled form with the domain field, the device choice and both buttons', () => {
    const html = render({});
    expect(html).toMatch(/^<form class="ranking-controls" aria-label="Rankings" novalidate="">/iu);
    const label = /<label class="ranking-controls-label" for="([^"]+)">Rankings for<\/label>/u.exec(html);
    expect(label).not.toBeNull();
    expect(html).toContain(`<input id="${label?.[1] ?? ''}" class="ranking-controls-domain" type="text" inputMode="url"`);
    expect(html).toContain('placeholder="example.de"');
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain('aria-describedby');
    expect(html).toContain('<select class="ranking-controls-device" aria-label="Device"><option value="desktop" selected="">Desktop</option><option value="mobile">Mobile</option></select>');
    expect(html).toContain('<button type="submit">Show rankings</button>');
    expect(html).toContain('<button type="button" class="secondary" disabled="">Hide</button>');
    expect(html).not.toContain('role="alert"');
  });

  it('ties the domain rule message to the field', () => {
    const html = render({ domain: 'localhost', invalid: "'localhost' is not a valid domain" });
    const message = /<p id="([^"]+)" class="ranking-controls-invalid">&#x27;localhost&#x27; is not a valid domain<\/p>/u.exec(html);
    expect(message).not.toBeNull();
    expect(html).toContain(`aria-invalid="true" aria-describedby="${message?.[1] ?? ''}"`);
  });

  it('says how far the lookup is while it loads, and enables Hide', () => {
    const html = render({ value: { domain: 'www.example.de', device: 'mobile' }, device: 'mobile', status: 'loading', progress: { done: 400, total: 1200 } });
    expect(html).toContain('<p role="status" class="ranking-controls-status">Checking rankings: 400 of 1.200 keywords…</p>');
    expect(html).toContain('<button type="button" class="secondary">Hide</button>');
    expect(html).toContain('<option value="mobile" selected="">Mobile</option>');
  });

  it('names what is shown when ready and puts a failure in an alert', () => {
    expect(render({ value: { domain: 'www.example.de', device: 'desktop' }, status: 'ready' })).toContain('>Rankings shown for www.example.de (Desktop).</p>');
    const failed = render({ value: { domain: 'www.example.de', device: 'desktop' }, status: 'error', error: 'Rankings are not available right now: quota exceeded' });
    expect(failed).toContain('<p role="alert" class="ranking-controls-error">Rankings are not available right now: quota exceeded</p>');
    expect(failed).toContain('<p role="status" class="ranking-controls-status"></p>');
  });
});

describe('RankingControls', () => {
  const props = { onChange: none, status: 'off' as const, error: null, progress: { done: 0, total: 0 } };

  it('starts with the monitoring domain and device of the start-up data', () => {
    const html = renderToStaticMarkup(<RankingControls {...props} value={null} defaultDomain="www.shop.de" defaultDevice="tablet" />);
    expect(html).toContain('value="www.shop.de"');
    expect(html).toContain('<option value="mobile" selected="">Mobile</option>');
  });

  it('shows the value in use over the defaults', () => {
    const html = renderToStaticMarkup(<RankingControls {...props} value={{ domain: 'www.example.de', device: 'desktop' }} defaultDomain="www.shop.de" defaultDevice="mobile" />);
    expect(html).toContain('value="www.example.de"');
    expect(html).toContain('<option value="desktop" selected="">Desktop</option>');
  });
});
