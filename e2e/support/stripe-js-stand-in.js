// A small stand-in for Stripe.js (https://js.stripe.com/…/stripe.js) for the browser e2e: Playwright
// serves this file in its place (see stripe.ts), so the payment page's own code, @stripe/stripe-js
// and @stripe/react-stripe-js run unchanged. It implements what our pages call: Stripe(key),
// elements({ clientSecret, appearance }), the Payment Element (card fields rendered in the page
// instead of Stripe's iframe), confirmPayment and retrievePaymentIntent. Like Stripe.js, it talks
// to https://api.stripe.com with the publishable key and the intent's client secret (form-encoded,
// so no preflight); Playwright routes those calls to the local Stripe peer, whose test cards
// decide the outcome (4242… succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks
// for authentication on a page of its own, then returns to return_url). Served as
// https://js.stripe.com/v3/pricing-table.js too, it defines <stripe-pricing-table>: it reads the
// table (pricing-table-id) with the publishable key, shows each plan with a Subscribe button,
// and, as Stripe's does, turns a click into a Checkout Session (for the customer of
// customer-session-client-secret, or customer-email; client-reference-id passed on) and sends
// the whole page to it.
/* eslint-disable @typescript-eslint/no-this-alias -- a plain ES5 script, loaded as Stripe.js is */
(function () {
  'use strict';
  var API = 'https://api.stripe.com/v1';

  function intentIdOf(clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  }

  function field(container, id, label, placeholder, autocomplete, color) {
    var wrap = document.createElement('div');
    wrap.style.display = 'grid';
    wrap.style.gap = '4px';
    var labelEl = document.createElement('label');
    labelEl.htmlFor = id;
    labelEl.textContent = label;
    labelEl.style.fontSize = '14px';
    var input = document.createElement('input');
    input.id = id;
    input.name = id;
    input.inputMode = 'numeric';
    input.autocomplete = autocomplete;
    input.placeholder = placeholder;
    input.style.border = '1px solid #d1d5db';
    input.style.borderRadius = '6px';
    input.style.padding = '8px 12px';
    input.style.outlineColor = color;
    wrap.appendChild(labelEl);
    wrap.appendChild(input);
    container.appendChild(wrap);
    return input;
  }

  /** The Payment Element: card number, expiry and CVC, themed by appearance.variables. */
  function PaymentElement(elements, options) {
    this._elements = elements;
    this._options = options || {};
    this._handlers = {};
    this._root = null;
    this._inputs = null;
  }
  PaymentElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    var appearance = this._elements._options.appearance || {};
    var color = (appearance.variables && appearance.variables.colorPrimary) || '#0570de';
    var root = document.createElement('div');
    root.setAttribute('data-stripe-stand-in', 'payment-element');
    root.setAttribute('data-color-primary', color);
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Card details');
    root.style.display = 'grid';
    root.style.gap = '12px';
    var uid = Math.random().toString(36).slice(2, 8);
    this._inputs = {
      number: field(
        root,
        'stripe-card-number-' + uid,
        'Card number',
        '1234 1234 1234 1234',
        'cc-number',
        color,
      ),
      expiry: field(
        root,
        'stripe-card-expiry-' + uid,
        'Expiration date',
        'MM / YY',
        'cc-exp',
        color,
      ),
      cvc: field(root, 'stripe-card-cvc-' + uid, 'Security code', 'CVC', 'cc-csc', color),
    };
    var self = this;
    Object.keys(this._inputs).forEach(function (key) {
      self._inputs[key].addEventListener('input', function () {
        self._emit('change', {
          elementType: 'payment',
          empty: false,
          complete: self._complete(),
          value: { type: 'card' },
        });
      });
    });
    node.appendChild(root);
    this._root = root;
    this._elements._mounted = this;
    setTimeout(function () {
      self._emit('ready', { elementType: 'payment' });
    }, 0);
  };
  PaymentElement.prototype._complete = function () {
    var v = this._card();
    return v.number.length >= 15 && /^\d\d\/\d\d$/.test(v.expiry) && v.cvc.length >= 3;
  };
  PaymentElement.prototype._card = function () {
    var i = this._inputs;
    return {
      number: i.number.value.replace(/\s/g, ''),
      expiry: i.expiry.value.replace(/\s/g, ''),
      cvc: i.cvc.value.trim(),
    };
  };
  PaymentElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (handler) {
      handler(payload);
    });
  };
  PaymentElement.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  PaymentElement.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  PaymentElement.prototype.update = function (options) {
    Object.assign(this._options, options);
  };
  PaymentElement.prototype.focus = function () {
    if (this._inputs) this._inputs.number.focus();
  };
  PaymentElement.prototype.blur = function () {};
  PaymentElement.prototype.clear = function () {
    var i = this._inputs;
    if (i) i.number.value = i.expiry.value = i.cvc.value = '';
  };
  PaymentElement.prototype.unmount = function () {
    if (this._root) this._root.remove();
    this._root = null;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    if (this._elements._mounted === this) this._elements._mounted = null;
  };

  function Elements(options) {
    this._options = options || {};
    this._mounted = null;
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'payment')
      throw new Error('The Stripe.js stand-in implements only the Payment Element');
    return new PaymentElement(this, options);
  };
  Elements.prototype.getElement = function (type) {
    return type === 'payment' ? this._mounted : null;
  };
  Elements.prototype.update = function (options) {
    Object.assign(this._options, options);
  };
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };
  /** Validates the fields as Stripe.js does before a confirm. */
  Elements.prototype.submit = function () {
    var element = this._mounted;
    if (!element)
      return Promise.resolve({
        error: { type: 'validation_error', message: 'No Payment Element is mounted.' },
      });
    var card = element._card();
    if (card.number.length < 15) {
      return Promise.resolve({
        error: {
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        },
      });
    }
    if (!/^\d\d\/\d\d$/.test(card.expiry)) {
      return Promise.resolve({
        error: {
          type: 'validation_error',
          code: 'incomplete_expiry',
          message: "Your card's expiration date is incomplete.",
        },
      });
    }
    if (card.cvc.length < 3) {
      return Promise.resolve({
        error: {
          type: 'validation_error',
          code: 'incomplete_cvc',
          message: "Your card's security code is incomplete.",
        },
      });
    }
    return Promise.resolve({});
  };

  function StripeInstance(key) {
    this._key = key;
  }
  StripeInstance.prototype._registerWrapper = function () {};
  StripeInstance.prototype.registerAppInfo = function () {};
  StripeInstance.prototype.elements = function (options) {
    return new Elements(options);
  };
  function unsupported(name) {
    return function () {
      return Promise.reject(new Error('The Stripe.js stand-in does not implement ' + name));
    };
  }
  // react-stripe-js checks that these exist before it accepts a Stripe object.
  StripeInstance.prototype.createToken = unsupported('createToken');
  StripeInstance.prototype.createPaymentMethod = unsupported('createPaymentMethod');
  StripeInstance.prototype.confirmCardPayment = unsupported('confirmCardPayment');

  StripeInstance.prototype._api = function (method, path, params) {
    var body = new URLSearchParams(Object.assign({ key: this._key }, params));
    var url = API + path + (method === 'GET' ? '?' + body.toString() : '');
    return fetch(url, method === 'GET' ? { method: 'GET' } : { method: 'POST', body: body }).then(
      function (res) {
        return res.json().then(function (json) {
          return { ok: res.ok, json: json };
        });
      },
    );
  };

  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    return this._api('GET', '/payment_intents/' + intentIdOf(clientSecret), {
      client_secret: clientSecret,
    }).then(function (r) {
      return r.ok ? { paymentIntent: r.json } : { error: r.json.error };
    });
  };

  /**
   * confirmPayment({ elements, clientSecret?, confirmParams: { return_url, receipt_email },
   * redirect }): resolves { paymentIntent } or { error }; leaves the page (never resolving) when a
   * redirect is needed (authentication) or when redirect is 'always'.
   */
  StripeInstance.prototype.confirmPayment = function (options) {
    var self = this;
    var elements = options.elements;
    var params = options.confirmParams || {};
    var clientSecret = options.clientSecret || (elements && elements._options.clientSecret);
    if (!clientSecret)
      return Promise.resolve({
        error: { type: 'invalid_request_error', message: 'Missing clientSecret.' },
      });
    return elements.submit().then(function (checked) {
      if (checked.error) return checked;
      var card = elements._mounted._card();
      var form = {
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card.number,
        'payment_method_data[card][exp]': card.expiry,
        'payment_method_data[card][cvc]': card.cvc,
      };
      if (params.return_url) form.return_url = params.return_url;
      if (params.receipt_email) form.receipt_email = params.receipt_email;
      return self
        ._api('POST', '/payment_intents/' + intentIdOf(clientSecret) + '/confirm', form)
        .then(function (r) {
          if (!r.ok) return { error: r.json.error };
          var intent = r.json;
          var next = intent.next_action;
          if (intent.status === 'requires_action' && next && next.type === 'redirect_to_url') {
            window.location.assign(next.redirect_to_url.url);
            return new Promise(function () {});
          }
          if (options.redirect !== 'if_required' && params.return_url) {
            var back = new URL(params.return_url);
            back.searchParams.set('payment_intent', intent.id);
            back.searchParams.set('payment_intent_client_secret', clientSecret);
            back.searchParams.set('redirect_status', intent.status);
            window.location.assign(back.toString());
            return new Promise(function () {});
          }
          return { paymentIntent: intent };
        });
    });
  };

  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0)
      throw new Error('Stripe(): a publishable key (pk_…) is required');
    return new StripeInstance(key);
  }
  // The release train @stripe/stripe-js expects, so it loads without a version warning.
  Stripe.version = 'endive';
  window.Stripe = Stripe;

  function formatAmount(price) {
    var amount = (price.unit_amount / 100).toLocaleString('en-US', {
      style: 'currency',
      currency: String(price.currency).toUpperCase(),
    });
    return price.recurring ? amount + ' per ' + price.recurring.interval : amount;
  }

  /** <stripe-pricing-table>: Stripe's embeddable table (an iframe there, a shadow root here). */
  function definePricingTable() {
    if (!window.customElements || window.customElements.get('stripe-pricing-table')) return;
    class StripePricingTable extends HTMLElement {
      connectedCallback() {
        if (this._root) return;
        this._root = this.attachShadow({ mode: 'open' });
        this._load();
      }
      _attr(name) {
        var value = this.getAttribute(name);
        return value === null || value === '' ? undefined : value;
      }
      _api(method, path, params) {
        return StripeInstance.prototype._api.call(
          { _key: this._attr('publishable-key') },
          method,
          path,
          params,
        );
      }
      _message(text) {
        var p = document.createElement('p');
        p.setAttribute('role', 'alert');
        p.textContent = text;
        this._root.appendChild(p);
      }
      _load() {
        var self = this;
        var tableId = this._attr('pricing-table-id');
        return this._api('GET', '/pricing_tables/' + encodeURIComponent(tableId), {}).then(
          function (r) {
            if (!r.ok) return self._message(r.json.error.message);
            var list = document.createElement('div');
            list.setAttribute('data-stripe-stand-in', 'pricing-table');
            r.json.items.forEach(function (item) {
              var card = document.createElement('section');
              card.setAttribute('aria-label', item.product_name);
              var name = document.createElement('h3');
              name.textContent = item.product_name;
              var price = document.createElement('p');
              price.textContent = formatAmount(item.price);
              var button = document.createElement('button');
              button.type = 'button';
              button.textContent = 'Subscribe';
              button.addEventListener('click', function () {
                button.disabled = true;
                self._checkout(tableId, item.price.id).then(function () {
                  button.disabled = false;
                });
              });
              card.appendChild(name);
              card.appendChild(price);
              card.appendChild(button);
              list.appendChild(card);
            });
            self._root.appendChild(list);
          },
        );
      }
      _checkout(tableId, priceId) {
        var self = this;
        var params = { price: priceId };
        var secret = this._attr('customer-session-client-secret');
        if (secret) params.customer_session_client_secret = secret;
        else if (this._attr('customer-email')) params.customer_email = this._attr('customer-email');
        if (this._attr('client-reference-id'))
          params.client_reference_id = this._attr('client-reference-id');
        return this._api(
          'POST',
          '/pricing_tables/' + encodeURIComponent(tableId) + '/checkout',
          params,
        ).then(function (r) {
          if (!r.ok) return self._message(r.json.error.message);
          window.top.location.assign(r.json.url);
        });
      }
    }
    window.customElements.define('stripe-pricing-table', StripePricingTable);
  }
  definePricingTable();
})();
