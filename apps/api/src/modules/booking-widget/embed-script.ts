import { WIDGET_HEIGHT_MESSAGE, WIDGET_PAGE_PATH } from '@livery/domain';

/**
 * `/embed.js`, the booking widget's loader (issue 27, decision 066), as the company pastes it into its own site:
 * `<script src="https://livery.example.com/embed.js" async></script>`. It puts the booking form's frame
 * (`/embed/book` on the script's own origin) where the script tag is, and sets the frame's height each time the form
 * says how tall it is (`WIDGET_HEIGHT_MESSAGE`, apps/web/src/book/frame-height.ts), accepting that message only from its own
 * frame on Livery's origin. Plain ES5-era script with no dependency: it runs in whatever page hosts it.
 * `data-title` names the frame for screen readers ("Book a trip" by default).
 */
export const EMBED_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var frame = document.createElement('iframe');
  frame.src = origin + '${WIDGET_PAGE_PATH}';
  frame.title = script.getAttribute('data-title') || 'Book a trip';
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;min-height:320px;height:640px;border:0;color-scheme:normal';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== '${WIDGET_HEIGHT_MESSAGE}' || typeof data.height !== 'number' || !isFinite(data.height)) return;
    frame.style.height = Math.min(Math.max(Math.ceil(data.height), 320), 20000) + 'px';
  });
})();
`;
