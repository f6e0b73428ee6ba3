/*
 * The sandbox's local stand-in for Tencent Captcha's browser script (the real one is served by
 * Tencent: NEXT_PUBLIC_TCAPTCHA_JS_URL). It implements exactly the vendor's API:
 *   new TencentCaptcha(appId, callback, options).show() / .destroy()
 * callback receives {ret: 0, ticket, randstr, appid} on success or {ret: 2} when closed.
 *
 * The puzzle dialog is public/captcha-standin/slide-ui.js, loaded on demand from beside this
 * script (as Tencent's loader fetches its captcha). Its service is the sandbox's stand-in for
 * Tencent's: POST {apiBase}/tcaptcha/prehandle → {sess, puzzle: {x, y}}, POST {apiBase}/tcaptcha/verify
 * {sess, offset, duration} → {ticket, randstr}. A refused answer shows a new puzzle. When the dialog
 * or the service cannot be reached the callback gets Tencent's fallback ticket (terror_1001_…, SPEC
 * §8), which the server honours only as an outage fallback. apiBase defaults to the site's gateway.
 *
 * CSP: loaded as a 'self' script; no inline code. Vanilla ES2017.
 */
(function () {
  'use strict';

  if (typeof window === 'undefined' || typeof window.TencentCaptcha === 'function') return;

  var SELF = (document.currentScript && document.currentScript.src) || window.location.origin + '/TCaptcha.js';
  var UI_SRC = new URL('captcha-standin/slide-ui.js', SELF).href;
  var uiLoading = null;

  /** The shared puzzle dialog: already there, or one <script> for every caller. */
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
        reject(new Error('jsload_error'));
      });
      document.head.appendChild(script);
    });
    return uiLoading;
  }

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
    this.apiBase = this.options.apiBase || '/api/gw';
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
          return self._call('/tcaptcha/prehandle', { aid: self.appId }).then(function (data) {
            self.sess = data.sess;
            return data.puzzle;
          });
        },
        check: function (offset, duration) {
          return self._call('/tcaptcha/verify', { sess: self.sess, offset: offset, duration: duration });
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

  /** POST JSON to the captcha service; resolves with retData, rejects on anything but success. */
  TencentCaptcha.prototype._call = function (path, body) {
    return fetch(this.apiBase + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {}),
      credentials: 'same-origin',
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (env) {
        if (!env || env.success !== true || !env.retData) throw new Error((env && env.retMsg) || 'captcha service error');
        return env.retData;
      });
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

  window.TencentCaptcha = TencentCaptcha;
})();
