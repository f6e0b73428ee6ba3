/*
 * The sandbox's local stand-in for Geetest v3's gt.js (the real one: NEXT_PUBLIC_GEETEST_JS_URL). It
 * implements exactly the vendor's documented browser API:
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
 *
 * The dialog is public/captcha-standin/slide-ui.js, loaded on demand from beside this script.
 * CSP: a 'self' script, no inline code. Vanilla ES2017.
 */
(function () {
  'use strict';

  if (typeof window === 'undefined' || typeof window.initGeetest === 'function') return;

  var SELF = (document.currentScript && document.currentScript.src) || window.location.origin + '/gt.js';
  var UI_SRC = new URL('captcha-standin/slide-ui.js', SELF).href;
  var API = '/api/gw';
  var TOLERANCE = 6;
  var PUZZLE = { width: 300, height: 160, size: 42, knob: 9 };
  var uiLoading = null;

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

  function post(path, body) {
    return fetch(API + path, {
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
    return post('/geetest/get', { gt: c.gt, challenge: c.challenge }).then(function (data) {
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
    return post('/geetest/ajax', { gt: c.gt, challenge: c.challenge, offset: offset, duration: duration }).then(function (data) {
      return data.validate;
    });
  };

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

  window.initGeetest = function (config, callback) {
    config = config || {};
    var obj = new CaptchaObj(config);
    if (typeof callback === 'function') callback(obj);
    if (!config.gt || !config.challenge) obj._fail('config missing gt or challenge');
    else obj._init();
    return obj;
  };
})();
