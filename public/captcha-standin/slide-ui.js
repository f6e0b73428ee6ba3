/*
 * The slide-puzzle dialog shared by the sandbox's local stand-ins for the captcha vendors' scripts
 * (vendors.js, served at /gt.js for Geetest v3 and /TCaptcha.js for Tencent Captcha). Like the vendors' own
 * loaders, each stand-in fetches this script on demand; it defines one constructor:
 *
 *   var ui = new NNSlidePuzzle({
 *     load: function () { return Promise<{x, y}> },          // the gap of the next puzzle
 *     check: function (offset, durationMs) { return Promise },  // resolves with the pass, rejects when refused
 *     onPass: function (pass) {}, onClose: function () {}, onLoadError: function (error) {},
 *     failTip: '…',                                           // shown when an answer is refused
 *   });
 *   ui.show(); ui.destroy();
 *
 * The picture is generated here; the user drags the slider (pointer) or moves it with the arrow keys
 * and confirms with Enter. A refused answer shakes the puzzle and a new one is loaded; 刷新 loads a
 * new one; × and Escape close (onClose). Where the gap is and whether an answer passes are the
 * stand-in's service's business (the sandbox), never the site's.
 *
 * CSP: loaded as a 'self' script; no inline handlers; styles live in a <style> element and style
 * properties (style-src allows 'unsafe-inline'). Vanilla ES2017.
 */
(function () {
  'use strict';

  if (typeof window === 'undefined' || typeof window.NNSlidePuzzle === 'function') return;

  var W = 300;
  var H = 160;
  var SIZE = 42;
  var KNOB = 9;
  var MAX = W - SIZE;
  var STYLE_ID = 'nnslide-style';
  var seq = 0;

  var CSS = [
    '.nnslide-mask{position:fixed;top:0;right:0;bottom:0;left:0;z-index:3000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45);font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif}',
    '.nnslide-dialog{box-sizing:border-box;width:332px;max-width:calc(100vw - 16px);padding:12px 16px 16px;border-radius:8px;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.25);color:#222}',
    '.nnslide-head{display:flex;align-items:center;gap:8px;margin-bottom:10px}',
    '.nnslide-title{flex:1;margin:0;font-size:16px;font-weight:600}',
    '.nnslide-btn{min-width:32px;height:30px;padding:0 8px;border:1px solid #d9d9d9;border-radius:4px;background:#fff;color:#444;font-size:13px;cursor:pointer}',
    '.nnslide-btn:hover{border-color:#ff7a1a;color:#ff7a1a}',
    '.nnslide-btn:focus-visible,.nnslide-handle:focus-visible{outline:2px solid #ff7a1a;outline-offset:2px}',
    '.nnslide-close{font-size:18px;line-height:1}',
    '.nnslide-stage{position:relative;width:' + W + 'px;height:' + H + 'px;overflow:hidden;border-radius:4px;user-select:none;touch-action:none}',
    '.nnslide-bg{position:absolute;top:0;right:0;bottom:0;left:0}',
    '.nnslide-shape{position:absolute;width:' + SIZE + 'px;height:' + SIZE + 'px}',
    '.nnslide-body,.nnslide-knob{position:absolute;background-repeat:no-repeat}',
    '.nnslide-body{left:0;top:0;width:' + SIZE + 'px;height:' + SIZE + 'px;border-radius:4px}',
    '.nnslide-knob{left:' + (SIZE / 2 - KNOB) + 'px;top:' + -KNOB + 'px;width:' + 2 * KNOB + 'px;height:' + 2 * KNOB + 'px;border-radius:50%}',
    '.nnslide-hole .nnslide-body,.nnslide-hole .nnslide-knob{background:rgba(0,0,0,.5);box-shadow:inset 0 0 6px rgba(255,255,255,.7)}',
    '.nnslide-piece{z-index:1;filter:drop-shadow(0 0 3px rgba(0,0,0,.8))}',
    '.nnslide-piece .nnslide-body,.nnslide-piece .nnslide-knob{box-shadow:inset 0 0 0 1px rgba(255,255,255,.85)}',
    '.nnslide-tip{min-height:20px;margin:8px 0;font-size:13px;color:#666}',
    '.nnslide-tip.is-error{color:#e5484d}',
    '.nnslide-tip.is-ok{color:#1a9f4b}',
    '.nnslide-track{position:relative;width:' + W + 'px;height:' + SIZE + 'px;border-radius:4px;background:#f2f3f5;border:1px solid #e3e5e8;box-sizing:border-box;touch-action:none}',
    '.nnslide-track::after{content:"向右拖动滑块，使拼图与缺口对齐";position:absolute;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;color:#999;font-size:13px;pointer-events:none}',
    '.nnslide-fill{position:absolute;left:0;top:0;bottom:0;background:rgba(255,122,26,.18);border-radius:4px}',
    '.nnslide-handle{position:absolute;top:-1px;z-index:1;box-sizing:border-box;width:' + SIZE + 'px;height:' + SIZE + 'px;border-radius:4px;background:#ff7a1a;color:#fff;font-size:20px;line-height:' + SIZE + 'px;text-align:center;cursor:grab;touch-action:none}',
    '.nnslide-handle.is-dragging{cursor:grabbing}',
    '.nnslide-dialog.is-shaking{animation:nnslide-shake .45s}',
    '@keyframes nnslide-shake{0%,100%{transform:translateX(0)}20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}',
    '@media (prefers-reduced-motion:reduce){.nnslide-dialog.is-shaking{animation:none}}',
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
    var shape = el('div', 'nnslide-shape nnslide-' + kind, { 'aria-hidden': 'true' });
    var body = el('div', 'nnslide-body');
    var knob = el('div', 'nnslide-knob');
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

  function NNSlidePuzzle(options) {
    var noop = function () {};
    this.options = options || {};
    this.load = this.options.load;
    this.check = this.options.check;
    this.onPass = this.options.onPass || noop;
    this.onClose = this.options.onClose || noop;
    this.onLoadError = this.options.onLoadError || noop;
    this.failTip = this.options.failTip || '验证失败，请重试';
    this.root = null;
    this.done = false;
  }

  NNSlidePuzzle.prototype.show = function () {
    if (this.root) return;
    injectStyle();
    this.done = false;
    this.previousFocus = document.activeElement;
    this._build();
    this._newPuzzle();
    document.body.appendChild(this.root);
    this.handle.focus();
  };

  NNSlidePuzzle.prototype.destroy = function () {
    if (!this.root) return;
    window.removeEventListener('keydown', this._onWindowKey, true);
    clearTimeout(this.timer);
    this.root.remove();
    this.root = null;
    var prev = this.previousFocus;
    if (prev && typeof prev.focus === 'function' && document.contains(prev)) prev.focus();
  };

  /** Ends the dialog once: `report` is called after it is gone. */
  NNSlidePuzzle.prototype._finish = function (report) {
    if (this.done) return;
    this.done = true;
    this.destroy();
    report();
  };

  NNSlidePuzzle.prototype._close = function () {
    var self = this;
    this._finish(function () {
      self.onClose();
    });
  };
  NNSlidePuzzle.prototype._build = function () {
    var self = this;
    var titleId = 'nnslide-title-' + ++seq;
    var root = el('div', 'nnslide-mask');
    var dialog = el('div', 'nnslide-dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId });
    var head = el('div', 'nnslide-head');
    var title = el('h2', 'nnslide-title', { id: titleId });
    title.textContent = '安全验证';
    var refresh = el('button', 'nnslide-btn', { type: 'button' });
    refresh.textContent = '刷新';
    var close = el('button', 'nnslide-btn nnslide-close', { type: 'button', 'aria-label': '关闭' });
    close.textContent = '×';
    head.appendChild(title);
    head.appendChild(refresh);
    head.appendChild(close);

    var stage = el('div', 'nnslide-stage');
    var tip = el('p', 'nnslide-tip', { 'aria-live': 'polite' });
    var track = el('div', 'nnslide-track');
    var fill = el('div', 'nnslide-fill');
    var handle = el('div', 'nnslide-handle', {
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
      self._close();
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
      self._close();
    };
    window.addEventListener('keydown', this._onWindowKey, true);
    this._bindDrag();
  };

  NNSlidePuzzle.prototype._onKey = function (e, focusables) {
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

  NNSlidePuzzle.prototype._bindDrag = function () {
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

  /** Fetches and draws a new puzzle; `tip` stays shown meanwhile (else 加载中…, cleared when drawn). */
  NNSlidePuzzle.prototype._newPuzzle = function (tip) {
    var self = this;
    clearTimeout(this.timer);
    this.busy = true;
    // Said to assistive technology (and to tests): the handle takes no keys until it is drawn.
    this.dialog.setAttribute('aria-busy', 'true');
    this.keepTip = !!tip;
    var request = (this.request = (this.request || 0) + 1);
    if (tip) this._setTip(tip, 'error');
    else this._setTip('加载中…', '');
    Promise.resolve()
      .then(function () {
        return self.load();
      })
      .then(
        function (gap) {
          if (!self.root || request !== self.request) return;
          self._drawPuzzle(gap.x, gap.y);
        },
        function (error) {
          if (!self.root || request !== self.request) return;
          self._finish(function () {
            self.onLoadError(error);
          });
        },
      );
  };

  NNSlidePuzzle.prototype._drawPuzzle = function (x, y) {
    this.busy = false;
    this.dialog.removeAttribute('aria-busy');
    this.target = x;
    var image = makeBackground();
    var bg = el('div', 'nnslide-bg');
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

  NNSlidePuzzle.prototype._move = function (value) {
    if (this.startedAt === null || this.startedAt === undefined) this.startedAt = Date.now();
    this.value = Math.max(0, Math.min(MAX, Math.round(value)));
    this.piece.style.left = this.value + 'px';
    this.handle.style.left = this.value + 'px';
    this.fill.style.width = this.value + SIZE / 2 + 'px';
    this.handle.setAttribute('aria-valuenow', String(this.value));
  };

  NNSlidePuzzle.prototype._setTip = function (text, state) {
    this.tip.textContent = text;
    this.tip.className = 'nnslide-tip' + (state ? ' is-' + state : '');
  };

  NNSlidePuzzle.prototype._verify = function () {
    var self = this;
    if (this.busy) return;
    this.busy = true;
    var duration = typeof this.startedAt === 'number' ? Date.now() - this.startedAt : 0;
    this._setTip('验证中…', '');
    Promise.resolve()
      .then(function () {
        return self.check(self.value, duration);
      })
      .then(
        function (pass) {
          if (!self.root) return;
          self._setTip('验证成功', 'ok');
          self.timer = setTimeout(function () {
            self._finish(function () {
              self.onPass(pass);
            });
          }, 250);
        },
        function () {
          if (!self.root) return;
          self._setTip(self.failTip, 'error');
          self.dialog.classList.add('is-shaking');
          self.timer = setTimeout(function () {
            if (!self.root) return;
            self.dialog.classList.remove('is-shaking');
            self._newPuzzle(self.failTip);
          }, 500);
        },
      );
  };

  window.NNSlidePuzzle = NNSlidePuzzle;
})();
