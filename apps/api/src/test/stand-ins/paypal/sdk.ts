/**
 * The stand-in for PayPal's JS SDK that `server.ts` serves at `/sdk/js`: `window.paypal.Buttons(options)`
 * with what `@paypal/react-paypal-js` calls (`isEligible`, `render`, `close`, `updateProps`) and PayPal's callback
 * order — `onInit(data, {enable, disable})`; on a click `onClick`, then `createOrder({paymentSource}, actions)` → the
 * order id, then the payer approves in "PayPal" (here `POST /sdk/approve/{id}` to the fake, which moves the order
 * to APPROVED), then `onApprove({orderID, payerID, …}, actions)`; a rejected `createOrder` or `onApprove` goes to
 * `onError(error)`. A second button is the payer closing PayPal's window instead: `onCancel({orderID})`.
 * https://developer.paypal.com/sdk/js/reference/#buttons
 *
 * Plain ES5-style JavaScript in a string: it runs in the browser, not in this Node project.
 */
export function fakeSdkScript(config: { apiBase: string }): string {
  return `/* PayPal JS SDK stand-in (Livery tests; decision 040) */
(function () {
  var API_BASE = ${JSON.stringify(config.apiBase)};

  function Buttons(options) {
    options = Object.assign({}, options || {});
    var wrap = null, pay = null, cancel = null, disabled = false, closed = false, busy = false;

    function sync() {
      [pay, cancel].forEach(function (b) { if (b) b.disabled = disabled || busy; });
    }
    var initActions = {
      enable: function () { disabled = false; sync(); return Promise.resolve(); },
      disable: function () { disabled = true; sync(); return Promise.resolve(); }
    };
    function fail(error) {
      var err = error instanceof Error ? error : new Error(String(error));
      if (typeof options.onError === 'function') options.onError(err);
      else console.error(err);
    }
    function createOrder() {
      if (typeof options.createOrder !== 'function') return Promise.reject(new Error('createOrder is required'));
      var actions = { order: { create: function () {
        return Promise.reject(new Error('The PayPal stand-in has no client-side order creation: create the order on your server'));
      } } };
      return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions)).then(function (id) {
        if (typeof id !== 'string' || id === '') throw new Error('Expected an order id to be passed');
        return id;
      });
    }
    function approve(orderID) {
      // A simple request (no body, no custom header): no CORS preflight.
      return fetch(API_BASE + '/sdk/approve/' + encodeURIComponent(orderID), { method: 'POST' }).then(function (r) {
        return r.json().then(function (body) {
          if (!r.ok) throw new Error(body.message || 'PayPal could not approve the order');
          return body;
        });
      });
    }
    function checkout(decision) {
      if (disabled || busy || closed) return;
      var rejected = false;
      var clickActions = {
        resolve: function () { return Promise.resolve(); },
        reject: function () { rejected = true; return Promise.resolve(); }
      };
      busy = true; sync();
      Promise.resolve(typeof options.onClick === 'function' ? options.onClick({ fundingSource: 'paypal' }, clickActions) : undefined)
        .then(function (result) {
          if (result === false || rejected) return;
          return createOrder().then(function (orderID) {
            if (decision === 'cancel') {
              if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderID }, { redirect: function () {} });
              return;
            }
            return approve(orderID).then(function (approval) {
              if (typeof options.onApprove !== 'function') return;
              var unsupported = function () {
                return Promise.reject(new Error('The PayPal stand-in captures on the server only'));
              };
              var data = {
                orderID: orderID, payerID: approval.payerID, paymentID: null, billingToken: null,
                facilitatorAccessToken: approval.facilitatorAccessToken, paymentSource: 'paypal'
              };
              var actions = {
                order: { capture: unsupported, authorize: unsupported, get: unsupported, patch: unsupported },
                restart: function () { setTimeout(function () { checkout(decision); }, 0); },
                redirect: function (url) { window.location.assign(url); }
              };
              return options.onApprove(data, actions);
            });
          });
        })
        .catch(fail)
        .then(function () { busy = false; sync(); });
    }
    function button(label, testId, decision) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.setAttribute('data-testid', testId);
      b.style.cssText = 'display:block;width:100%;margin:4px 0;padding:10px;border-radius:4px;border:0;cursor:pointer;' +
        (decision === 'pay' ? 'background:#ffc439;color:#111;font-weight:bold' : 'background:#eee;color:#333');
      b.addEventListener('click', function () { checkout(decision); });
      return b;
    }

    return {
      isEligible: function () { return true; },
      render: function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        if (closed) return Promise.reject(new Error('Buttons were closed'));
        if (!container) return Promise.reject(new Error('Document is ready and element ' + target + ' does not exist'));
        wrap = document.createElement('div');
        wrap.setAttribute('data-paypal-stand-in', '');
        pay = button('Pay with PayPal', 'paypal-button', 'pay');
        cancel = button('Close PayPal without paying', 'paypal-cancel-button', 'cancel');
        wrap.appendChild(pay);
        wrap.appendChild(cancel);
        container.appendChild(wrap);
        if (typeof options.onInit === 'function') options.onInit({}, initActions);
        sync();
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        if (wrap && wrap.parentNode) wrap.parentNode.removeChild(wrap);
        return Promise.resolve();
      },
      updateProps: function (props) { Object.assign(options, props); return Promise.resolve(); },
      resume: function () {},
      hasReturned: function () { return false; }
    };
  }

  window.paypal = {
    version: '5.0.0-livery-stand-in',
    Buttons: Buttons,
    FUNDING: { PAYPAL: 'paypal', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit', CARD: 'card' }
  };
})();
`;
}
