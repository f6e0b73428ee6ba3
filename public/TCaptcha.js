/*
 * Local implementation of the Tencent captcha browser API used by the login dialog:
 *   new TencentCaptcha(appId, callback, options).show() / .destroy()
 * callback receives {ret: 0, ticket, randstr, appid} on success or {ret: 2} when closed.
 *
 * A slide puzzle: the gap position comes from the captcha service (the sandbox's stand-in for
 * Tencent's: POST {apiBase}/tcaptcha/prehandle → {sess, puzzle: {x, y}}), the picture is generated
 * here; the user drags the slider (pointer) or moves it with the arrow keys and confirms with
 * Enter. The service checks the answer (POST {apiBase}/tcaptcha/verify {sess, offset, duration})
 * and issues the ticket the site's server then checks; a refused answer shakes the puzzle and a new
 * one is fetched. When the service cannot be reached the callback gets Tencent's fallback ticket
 * (terror_1001_…, SPEC §8). apiBase defaults to the site's gateway, /api/gw.
 *
 * CSP: loaded as a 'self' script; no inline handlers (listeners are attached in JS); styles live
 * in a <style> element and style properties (style-src allows 'unsafe-inline'). Vanilla ES2017.
 */
(function () {
  'use strict';

  if (typeof window === 'undefined' || typeof window.TencentCaptcha === 'function') return;

  var W = 300;
  var H = 160;
  var SIZE = 42;
  var KNOB = 9;
  var MAX = W - SIZE;
  var STYLE_ID = 'tcaptcha-style';
  var seq = 0;

  var CSS = [
    '.tcaptcha-mask{position:fixed;top:0;right:0;bottom:0;left:0;z-index:3000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45);font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif}',
    '.tcaptcha-dialog{box-sizing:border-box;width:332px;max-width:calc(100vw - 16px);padding:12px 16px 16px;border-radius:8px;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.25);color:#222}',
    '.tcaptcha-head{display:flex;align-items:center;gap:8px;margin-bottom:10px}',
    '.tcaptcha-title{flex:1;margin:0;font-size:16px;font-weight:600}',
    '.tcaptcha-btn{min-width:32px;height:30px;padding:0 8px;border:1px solid #d9d9d9;border-radius:4px;background:#fff;color:#444;font-size:13px;cursor:pointer}',
    '.tcaptcha-btn:hover{border-color:#ff7a1a;color:#ff7a1a}',
    '.tcaptcha-btn:focus-visible,.tcaptcha-handle:focus-visible{outline:2px solid #ff7a1a;outline-offset:2px}',
    '.tcaptcha-close{font-size:18px;line-height:1}',
    '.tcaptcha-stage{position:relative;width:' + W + 'px;height:' + H + 'px;overflow:hidden;border-radius:4px;user-select:none;touch-action:none}',
    '.tcaptcha-bg{position:absolute;top:0;right:0;bottom:0;left:0}',
    '.tcaptcha-shape{position:absolute;width:' + SIZE + 'px;height:' + SIZE + 'px}',
    '.tcaptcha-body,.tcaptcha-knob{position:absolute;background-repeat:no-repeat}',
    '.tcaptcha-body{left:0;top:0;width:' + SIZE + 'px;height:' + SIZE + 'px;border-radius:4px}',
    '.tcaptcha-knob{left:' + (SIZE / 2 - KNOB) + 'px;top:' + -KNOB + 'px;width:' + 2 * KNOB + 'px;height:' + 2 * KNOB + 'px;border-radius:50%}',
    '.tcaptcha-hole .tcaptcha-body,.tcaptcha-hole .tcaptcha-knob{background:rgba(0,0,0,.5);box-shadow:inset 0 0 6px rgba(255,255,255,.7)}',
    '.tcaptcha-piece{z-index:1;filter:drop-shadow(0 0 3px rgba(0,0,0,.8))}',
    '.tcaptcha-piece .tcaptcha-body,.tcaptcha-piece .tcaptcha-knob{box-shadow:inset 0 0 0 1px rgba(255,255,255,.85)}',
    '.tcaptcha-tip{min-height:20px;margin:8px 0;font-size:13px;color:#666}',
    '.tcaptcha-tip.is-error{color:#e5484d}',
    '.tcaptcha-tip.is-ok{color:#1a9f4b}',
    '.tcaptcha-track{position:relative;width:' + W + 'px;height:' + SIZE + 'px;border-radius:4px;background:#f2f3f5;border:1px solid #e3e5e8;box-sizing:border-box;touch-action:none}',
    '.tcaptcha-track::after{content:"向右拖动滑块填充拼图";position:absolute;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;color:#999;font-size:13px;pointer-events:none}',
    '.tcaptcha-fill{position:absolute;left:0;top:0;bottom:0;background:rgba(255,122,26,.18);border-radius:4px}',
    '.tcaptcha-handle{position:absolute;top:-1px;z-index:1;box-sizing:border-box;width:' + SIZE + 'px;height:' + SIZE + 'px;border-radius:4px;background:#ff7a1a;color:#fff;font-size:20px;line-height:' + SIZE + 'px;text-align:center;cursor:grab;touch-action:none}',
    '.tcaptcha-handle.is-dragging{cursor:grabbing}',
    '.tcaptcha-dialog.is-shaking{animation:tcaptcha-shake .45s}',
    '@keyframes tcaptcha-shake{0%,100%{transform:translateX(0)}20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}',
    '@media (prefers-reduced-motion:reduce){.tcaptcha-dialog.is-shaking{animation:none}}',
  ].join('\n');

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function rnd(min, max) {
    return min + Math.floor(Math.random() * (max - min + 1));
  }

  function randomToken() {
    var s = '';
    while (s.length < 24) s += Math.random().toString(36).slice(2);
    return s.slice(0, 24);
  }

  function el(tag, className, attrs) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    return node;
  }

  /** A random picture made of gradients: sky, hills, discs and stripes. */
  function makeBackground() {
    var hue = rnd(0, 359);
    var layers = [];
    for (var i = 0; i < 7; i++) {
      var r = rnd(10, 34);
      var color = 'hsla(' + ((hue + rnd(-80, 80) + 360) % 360) + ',' + rnd(55, 90) + '%,' + rnd(35, 75) + '%,.9)';
      layers.push('radial-gradient(circle at ' + rnd(0, W) + 'px ' + rnd(0, H) + 'px,' + color + ' 0,' + color + ' ' + r + 'px,transparent ' + (r + 1) + 'px)');
    }
    layers.push('repeating-linear-gradient(' + rnd(0, 180) + 'deg,rgba(255,255,255,.10) 0 ' + rnd(4, 8) + 'px,transparent 0 ' + rnd(14, 22) + 'px)');
    layers.push('radial-gradient(ellipse ' + rnd(160, 260) + 'px 90px at ' + rnd(40, 260) + 'px 170px,hsl(' + ((hue + 140) % 360) + ',45%,32%) 98%,transparent 100%)');
    layers.push('linear-gradient(' + rnd(0, 359) + 'deg,hsl(' + hue + ',70%,62%),hsl(' + ((hue + 70) % 360) + ',60%,34%))');
    return layers.join(',');
  }

  /** A piece-shaped element (square + knob) showing the picture at (x, y) when `image` is given. */
  function makeShape(kind, image, x, y) {
    var shape = el('div', 'tcaptcha-shape tcaptcha-' + kind, { 'aria-hidden': 'true' });
    var body = el('div', 'tcaptcha-body');
    var knob = el('div', 'tcaptcha-knob');
    if (image) {
      [body, knob].forEach(function (part) {
        part.style.backgroundImage = image;
        part.style.backgroundSize = W + 'px ' + H + 'px';
      });
      body.style.backgroundPosition = -x + 'px ' + -y + 'px';
      knob.style.backgroundPosition = -(x + SIZE / 2 - KNOB) + 'px ' + -(y - KNOB) + 'px';
    }
    shape.appendChild(body);
    shape.appendChild(knob);
    return shape;
  }

  function TencentCaptcha(appId, callback, options) {
    if (!(this instanceof TencentCaptcha)) return new TencentCaptcha(appId, callback, options);
    this.appId = String(appId);
    this.callback = typeof callback === 'function' ? callback : function () {};
    this.options = options || {};
    this.apiBase = this.options.apiBase || '/api/gw';
    this.root = null;
    this.done = false;
  }

  TencentCaptcha.prototype.show = function () {
    if (this.root) return;
    injectStyle();
    this.done = false;
    this.previousFocus = document.activeElement;
    this._build();
    this._newPuzzle();
    document.body.appendChild(this.root);
    this.handle.focus();
  };

  TencentCaptcha.prototype.destroy = function () {
    if (!this.root) return;
    window.removeEventListener('keydown', this._onWindowKey, true);
    clearTimeout(this.timer);
    this.root.remove();
    this.root = null;
    var prev = this.previousFocus;
    if (prev && typeof prev.focus === 'function' && document.contains(prev)) prev.focus();
  };

  TencentCaptcha.prototype._finish = function (result) {
    if (this.done) return;
    this.done = true;
    this.destroy();
    this.callback(result);
  };

  TencentCaptcha.prototype._build = function () {
    var self = this;
    var titleId = 'tcaptcha-title-' + ++seq;
    var root = el('div', 'tcaptcha-mask');
    var dialog = el('div', 'tcaptcha-dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId });
    var head = el('div', 'tcaptcha-head');
    var title = el('h2', 'tcaptcha-title', { id: titleId });
    title.textContent = '安全验证';
    var refresh = el('button', 'tcaptcha-btn', { type: 'button' });
    refresh.textContent = '刷新';
    var close = el('button', 'tcaptcha-btn tcaptcha-close', { type: 'button', 'aria-label': '关闭' });
    close.textContent = '×';
    head.appendChild(title);
    head.appendChild(refresh);
    head.appendChild(close);

    var stage = el('div', 'tcaptcha-stage');
    var tip = el('p', 'tcaptcha-tip', { 'aria-live': 'polite' });
    var track = el('div', 'tcaptcha-track');
    var fill = el('div', 'tcaptcha-fill');
    var handle = el('div', 'tcaptcha-handle', {
      role: 'slider',
      tabindex: '0',
      'aria-label': '拖动滑块完成拼图，方向键移动，回车确认',
      'aria-valuemin': '0',
      'aria-valuemax': String(MAX),
    });
    handle.textContent = '→';
    track.appendChild(fill);
    track.appendChild(handle);
    dialog.appendChild(head);
    dialog.appendChild(stage);
    dialog.appendChild(tip);
    dialog.appendChild(track);
    root.appendChild(dialog);

    Object.assign(this, { root: root, dialog: dialog, stage: stage, tip: tip, fill: fill, handle: handle });

    refresh.addEventListener('click', function () {
      self._newPuzzle();
      self.handle.focus();
    });
    close.addEventListener('click', function () {
      self._finish({ ret: 2 });
    });
    // Keep the host page's dialog (focus lock, Escape handling) from reacting to our events.
    root.addEventListener('focusin', function (e) {
      e.stopPropagation();
    });
    root.addEventListener('keydown', function (e) {
      self._onKey(e, [refresh, close, handle]);
    });
    this._onWindowKey = function (e) {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      self._finish({ ret: 2 });
    };
    window.addEventListener('keydown', this._onWindowKey, true);
    this._bindDrag();
  };

  TencentCaptcha.prototype._onKey = function (e, focusables) {
    e.stopPropagation();
    if (e.key === 'Tab') {
      var i = focusables.indexOf(document.activeElement);
      var next = (i + (e.shiftKey ? -1 : 1) + focusables.length) % focusables.length;
      e.preventDefault();
      focusables[next].focus();
      return;
    }
    if (e.target !== this.handle || this.busy) return;
    var step = e.shiftKey ? 10 : 1;
    var moves = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: 20, PageDown: -20 };
    if (e.key in moves) this._move(this.value + moves[e.key]);
    else if (e.key === 'Home') this._move(0);
    else if (e.key === 'End') this._move(MAX);
    else if (e.key === 'Enter' || e.key === ' ') this._verify();
    else return;
    e.preventDefault();
  };

  TencentCaptcha.prototype._bindDrag = function () {
    var self = this;
    var handle = this.handle;
    var drag = null;
    handle.addEventListener('pointerdown', function (e) {
      if (self.busy) return;
      e.preventDefault();
      if (handle.setPointerCapture) handle.setPointerCapture(e.pointerId);
      if (self.startedAt === null || self.startedAt === undefined) self.startedAt = Date.now();
      drag = { x: e.clientX, value: self.value };
      handle.classList.add('is-dragging');
      handle.focus();
    });
    handle.addEventListener('pointermove', function (e) {
      if (drag) self._move(drag.value + e.clientX - drag.x);
    });
    function end() {
      if (!drag) return;
      drag = null;
      handle.classList.remove('is-dragging');
      self._verify();
    }
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
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

  /** Tencent's fallback when the service is unreachable: an error ticket the site's server decides on. */
  TencentCaptcha.prototype._fallback = function () {
    this._finish({
      ret: 0,
      ticket: 'terror_1001_' + this.appId + '_' + Math.floor(Date.now() / 1000),
      randstr: '@' + randomToken().slice(0, 10),
      appid: this.appId,
      errorCode: 1001,
      errorMessage: 'jsload_error',
    });
  };

  /** Fetches and draws a new puzzle; `tip` stays shown meanwhile (else 加载中…, cleared when drawn). */
  TencentCaptcha.prototype._newPuzzle = function (tip) {
    var self = this;
    clearTimeout(this.timer);
    this.busy = true;
    this.keepTip = !!tip;
    var request = (this.request = (this.request || 0) + 1);
    if (tip) this._setTip(tip, 'error');
    else this._setTip('加载中…', '');
    this._call('/tcaptcha/prehandle', { aid: this.appId }).then(
      function (data) {
        if (!self.root || request !== self.request) return;
        self.sess = data.sess;
        self._drawPuzzle(data.puzzle.x, data.puzzle.y);
      },
      function () {
        if (self.root) self._fallback();
      },
    );
  };

  TencentCaptcha.prototype._drawPuzzle = function (x, y) {
    this.busy = false;
    this.target = x;
    var image = makeBackground();
    var bg = el('div', 'tcaptcha-bg');
    bg.style.backgroundImage = image;
    var hole = makeShape('hole', null, 0, 0);
    hole.style.left = this.target + 'px';
    hole.style.top = y + 'px';
    this.piece = makeShape('piece', image, this.target, y);
    this.piece.style.top = y + 'px';
    this.stage.replaceChildren(bg, hole, this.piece);
    if (!this.keepTip) this._setTip('', '');
    this._move(0);
    this.startedAt = null; // the drag time starts with the user's first move
  };

  TencentCaptcha.prototype._move = function (value) {
    if (this.startedAt === null || this.startedAt === undefined) this.startedAt = Date.now();
    this.value = Math.max(0, Math.min(MAX, Math.round(value)));
    this.piece.style.left = this.value + 'px';
    this.handle.style.left = this.value + 'px';
    this.fill.style.width = this.value + SIZE / 2 + 'px';
    this.handle.setAttribute('aria-valuenow', String(this.value));
  };

  TencentCaptcha.prototype._setTip = function (text, state) {
    this.tip.textContent = text;
    this.tip.className = 'tcaptcha-tip' + (state ? ' is-' + state : '');
  };

  TencentCaptcha.prototype._verify = function () {
    var self = this;
    if (this.busy) return;
    this.busy = true;
    var duration = typeof this.startedAt === 'number' ? Date.now() - this.startedAt : 0;
    this._setTip('验证中…', '');
    this._call('/tcaptcha/verify', { sess: this.sess, offset: this.value, duration: duration }).then(
      function (data) {
        if (!self.root) return;
        self._setTip('验证成功', 'ok');
        self.timer = setTimeout(function () {
          self._finish({ ret: 0, ticket: data.ticket, randstr: data.randstr, appid: self.appId });
        }, 250);
      },
      function () {
        if (!self.root) return;
        self._setTip('拼图未对齐，请重试', 'error');
        self.dialog.classList.add('is-shaking');
        self.timer = setTimeout(function () {
          if (!self.root) return;
          self.dialog.classList.remove('is-shaking');
          self._newPuzzle('拼图未对齐，请重试');
        }, 500);
      },
    );
  };

  window.TencentCaptcha = TencentCaptcha;
})();
