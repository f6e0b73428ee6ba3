/*
 * The sandbox's local stand-ins for the captcha vendors' browser scripts (the real ones:
 * NEXT_PUBLIC_GEETEST_JS_URL, NEXT_PUBLIC_TCAPTCHA_JS_URL). One file, so that both load their dialog
 * and call their service the same way; next.config.ts serves it at both vendor URLs
 * (lib/captcha-vendors.ts STANDIN_REWRITES), and each URL defines only its own vendor's global, as the
 * vendor's script does: /gt.js initGeetest, /TCaptcha.js TencentCaptcha. A page that loads the other
 * vendor's real script therefore still gets it. Evaluated without a script address (the tests): both.
 *
 * Geetest v3 (gt.js), exactly the vendor's documented browser API:
 *
 *   initGeetest({gt, challenge, offline, new_captcha, product}, function (captchaObj) {
 *     captchaObj.onReady(fn).onSuccess(fn).onError(fn).onClose(fn);   // chainable
 *     captchaObj.verify();          // product 'bind': show the captcha (after onReady)
 *     captchaObj.appendTo(target);  // other products: a button in `target` that shows it
 *     captchaObj.getValidate();     // {geetest_challenge, geetest_validate, geetest_seccode} | false
 *     captchaObj.reset(); captchaObj.destroy();
 *   });
 *
 * Online (offline false) the puzzle comes from the sandbox's stand-in for Geetest's service:
 * POST {api}/geetest/get {gt, challenge} → {puzzle: {x, y}}, and a release is checked by POST
 * {api}/geetest/ajax {gt, challenge, offset, duration} → {validate}; a refused release shows the
 * next puzzle. Offline (gt/register said success 0: Geetest's servers are down) is Geetest's
 * failback mode: the puzzle is derived from the challenge here and the validate value encodes the
 * release, which the site's server checks against the same derivation (lib/captcha-puzzle.ts
 * failbackPuzzle / failbackValidate; this script repeats them). The seccode is validate + '|jordan'.
 * The dialog script loads while the first puzzle is fetched, not after.
 *
 * Tencent Captcha (TCaptcha.js), exactly the vendor's API:
 *
 *   new TencentCaptcha(appId, callback, options).show() / .destroy()
 *
 * callback receives {ret: 0, ticket, randstr, appid} on success or {ret: 2} when closed. Its service
 * is the sandbox's stand-in for Tencent's: POST {apiBase}/tcaptcha/prehandle → {sess, puzzle: {x, y}},
 * POST {apiBase}/tcaptcha/verify {sess, offset, duration} → {ticket, randstr}. A refused answer shows a
 * new puzzle. When the dialog or the service cannot be reached the callback gets Tencent's fallback
 * ticket (terror_1001_…, SPEC §8), which the server honours only as an outage fallback. apiBase
 * defaults to the site's gateway.
 *
 * The dialog of both is public/captcha-standin/slide-ui.js, loaded on demand (as the vendors' loaders
 * fetch their captcha). CSP: a 'self' script, no inline code. Vanilla ES2017.
 */
(function () {
  'use strict';

  if (typeof window === 'undefined') return;

  var SELF = document.currentScript && document.currentScript.src;
  /** The vendor URL this copy was loaded by ('gt.js', 'TCaptcha.js'); '' without an address. */
  var SERVED_AS = SELF ? new URL(SELF).pathname.split('/').pop() : '';
  // From the root: the vendor URLs and this file's own address are in different folders.
  var UI_SRC = new URL('/captcha-standin/slide-ui.js', SELF || window.location.href).href;
  var API = '/api/gw';
  var uiLoading = null;

  /* ---------------------------------------- shared ---------------------------------------- */

  /** The puzzle dialog: already there, or one <script> for every caller; a failed load can be retried. */
  function loadUi() {
    if (typeof window.NNSlidePuzzle === 'function') return Promise.resolve(window.NNSlidePuzzle);
    if (uiLoading) return uiLoading;
    uiLoading = new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = UI_SRC;
      script.async = true;
      script.addEventListener('load', function () {
        if (typeof window.NNSlidePuzzle === 'function') resolve(window.NNSlidePuzzle);
        else reject(new Error('slide-ui missing'));
      });
      script.addEventListener('error', function () {
        uiLoading = null;
        script.remove();
        reject(new Error('Network Error'));
      });
      document.head.appendChild(script);
    });
    return uiLoading;
  }

  /** POST JSON to a captcha service; resolves with retData, rejects on anything but success. */
  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (env) {
        if (!env || env.success !== true || !env.retData) throw new Error((env && env.retMsg) || 'Network Error');
        return env.retData;
      });
  }

  /* ------------------------------------- Geetest v3 ------------------------------------- */

  var TOLERANCE = 6;
  var PUZZLE = { width: 300, height: 160, size: 42, knob: 9 };

  function fnv1a(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return ('0000000' + h.toString(16)).slice(-8);
  }

  /** The failback puzzle of a challenge (lib/captcha-puzzle.ts failbackPuzzle). */
  function failbackPuzzle(challenge) {
    var h = parseInt(fnv1a('failback:' + challenge), 16);
    var max = PUZZLE.width - PUZZLE.size;
    var span = max - 8 - (PUZZLE.size + 20);
    return { x: PUZZLE.size + 20 + (h % span), y: PUZZLE.knob + 8 + ((h >>> 8) % (PUZZLE.height - PUZZLE.size - 16 - PUZZLE.knob)) };
  }

  /** The failback validate of a release (lib/captcha-puzzle.ts failbackValidate). */
  function failbackValidate(challenge, offset) {
    return [0, 1, 2, 3]
      .map(function (i) {
        return fnv1a(i + ':' + challenge + ':' + Math.round(offset));
      })
      .join('');
  }

  function CaptchaObj(config) {
    this.config = config;
    this.offline = !!config.offline;
    this.handlers = { ready: [], success: [], error: [], close: [] };
    this.state = 'loading';
    this.result = null;
    this.ui = null;
    this.button = null;
  }

  /** Registers a handler; a ready or error that already happened is reported at once. */
  CaptchaObj.prototype._on = function (name, fn) {
    if (typeof fn !== 'function') return this;
    this.handlers[name].push(fn);
    if (name === 'ready' && this.state === 'ready') setTimeout(fn, 0);
    if (name === 'error' && this.state === 'error') setTimeout(fn.bind(null, this.error), 0);
    return this;
  };

  CaptchaObj.prototype._emit = function (name, arg) {
    this.handlers[name].slice().forEach(function (fn) {
      fn(arg);
    });
  };

  CaptchaObj.prototype.onReady = function (fn) {
    return this._on('ready', fn);
  };
  CaptchaObj.prototype.onSuccess = function (fn) {
    return this._on('success', fn);
  };
  CaptchaObj.prototype.onError = function (fn) {
    return this._on('error', fn);
  };
  CaptchaObj.prototype.onClose = function (fn) {
    return this._on('close', fn);
  };

  CaptchaObj.prototype._fail = function (message) {
    this.state = 'error';
    this.error = { code: 'error_21', msg: message || 'Network Error', error_code: 'error_21' };
    this._emit('error', this.error);
  };

  /** The gap of the next puzzle: the service's online, the challenge's own offline. */
  CaptchaObj.prototype._gap = function () {
    var c = this.config;
    if (this.offline) return Promise.resolve(failbackPuzzle(c.challenge));
    return post(API + '/geetest/get', { gt: c.gt, challenge: c.challenge }).then(function (data) {
      return data.puzzle;
    });
  };

  CaptchaObj.prototype._check = function (offset, duration) {
    var c = this.config;
    if (this.offline) {
      var gap = failbackPuzzle(c.challenge);
      if (Math.abs(offset - gap.x) > TOLERANCE) return Promise.reject(new Error('fail'));
      return Promise.resolve(failbackValidate(c.challenge, offset));
    }
    return post(API + '/geetest/ajax', { gt: c.gt, challenge: c.challenge, offset: offset, duration: duration }).then(function (data) {
      return data.validate;
    });
  };

  /** Ready once both the dialog script and the first puzzle are there, fetched side by side. */
  CaptchaObj.prototype._init = function () {
    var self = this;
    Promise.all([loadUi(), this._gap()]).then(
      function () {
        if (self.state !== 'loading') return;
        self.state = 'ready';
        self._emit('ready');
      },
      function (error) {
        if (self.state === 'loading') self._fail(error && error.message);
      },
    );
  };

  /** Shows the captcha (product 'bind'; the appendTo button calls it too). Only once ready. */
  CaptchaObj.prototype.verify = function () {
    var self = this;
    if (this.state !== 'ready' || this.ui) return this;
    this.ui = new window.NNSlidePuzzle({
      load: function () {
        return self._gap();
      },
      check: function (offset, duration) {
        return self._check(offset, duration);
      },
      onPass: function (validate) {
        self.ui = null;
        self.result = { geetest_challenge: self.config.challenge, geetest_validate: validate, geetest_seccode: validate + '|jordan' };
        self._emit('success');
      },
      onClose: function () {
        self.ui = null;
        self._emit('close');
      },
      onLoadError: function (error) {
        self.ui = null;
        self._fail(error && error.message);
      },
      failTip: '请正确拼合图像',
    });
    this.ui.show();
    return this;
  };

  CaptchaObj.prototype.appendTo = function (target) {
    var self = this;
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host || this.config.product === 'bind') return this;
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.textContent = '点击按钮进行验证';
    this.button.addEventListener('click', function () {
      self.verify();
    });
    host.appendChild(this.button);
    return this;
  };

  CaptchaObj.prototype.getValidate = function () {
    return this.result ? Object.assign({}, this.result) : false;
  };

  CaptchaObj.prototype.reset = function () {
    this.result = null;
    return this;
  };

  CaptchaObj.prototype.destroy = function () {
    if (this.ui) this.ui.destroy();
    this.ui = null;
    if (this.button) this.button.remove();
    this.state = 'destroyed';
  };

  function initGeetest(config, callback) {
    config = config || {};
    var obj = new CaptchaObj(config);
    if (typeof callback === 'function') callback(obj);
    if (!config.gt || !config.challenge) obj._fail('config missing gt or challenge');
    else obj._init();
    return obj;
  }

  /* ----------------------------------- Tencent Captcha ----------------------------------- */

  function randomToken() {
    var s = '';
    while (s.length < 24) s += Math.random().toString(36).slice(2);
    return s.slice(0, 24);
  }

  function TencentCaptcha(appId, callback, options) {
    if (!(this instanceof TencentCaptcha)) return new TencentCaptcha(appId, callback, options);
    this.appId = String(appId);
    this.callback = typeof callback === 'function' ? callback : function () {};
    this.options = options || {};
    this.apiBase = this.options.apiBase || API;
    this.ui = null;
    this.done = false;
  }

  TencentCaptcha.prototype.show = function () {
    var self = this;
    if (this.ui) return;
    this.done = false;
    var open = function (Ui) {
      if (self.done || self.ui) return;
      self.ui = new Ui({
        load: function () {
          return post(self.apiBase + '/tcaptcha/prehandle', { aid: self.appId }).then(function (data) {
            self.sess = data.sess;
            return data.puzzle;
          });
        },
        check: function (offset, duration) {
          return post(self.apiBase + '/tcaptcha/verify', { sess: self.sess, offset: offset, duration: duration });
        },
        onPass: function (data) {
          self._finish({ ret: 0, ticket: data.ticket, randstr: data.randstr, appid: self.appId });
        },
        onClose: function () {
          self._finish({ ret: 2 });
        },
        onLoadError: function () {
          self._fallback();
        },
        failTip: '拼图未对齐，请重试',
      });
      self.ui.show();
    };
    // Synchronous when the dialog is there already: a key pressed right after show() reaches it.
    if (typeof window.NNSlidePuzzle === 'function') open(window.NNSlidePuzzle);
    else loadUi().then(open, function () {
      self._fallback();
    });
  };

  TencentCaptcha.prototype.destroy = function () {
    this.done = true;
    if (this.ui) this.ui.destroy();
    this.ui = null;
  };

  TencentCaptcha.prototype._finish = function (result) {
    if (this.done) return;
    this.done = true;
    this.ui = null;
    this.callback(result);
  };

  /** Tencent's fallback when the captcha cannot be shown: an error ticket the site's server decides on. */
  TencentCaptcha.prototype._fallback = function () {
    if (this.ui) this.ui.destroy();
    this._finish({
      ret: 0,
      ticket: 'terror_1001_' + this.appId + '_' + Math.floor(Date.now() / 1000),
      randstr: '@' + randomToken().slice(0, 10),
      appid: this.appId,
      errorCode: 1001,
      errorMessage: 'jsload_error',
    });
  };

  /* --------------------------------------- globals --------------------------------------- */

  if (SERVED_AS !== 'TCaptcha.js' && typeof window.initGeetest !== 'function') window.initGeetest = initGeetest;
  if (SERVED_AS !== 'gt.js' && typeof window.TencentCaptcha !== 'function') window.TencentCaptcha = TencentCaptcha;
})();
