/*
 * Demo game page behaviour (server/play/page.ts renders the markup). Plain browser JavaScript with
 * no build step: the page is served by the wps server, outside the lobby app.
 *
 * Flow: exchange the one-time launch token from the URL for a play token (kept in sessionStorage
 * so a reload keeps playing), then bet. Every round carries a fresh client-made round id; a failed
 * request is retried with the SAME id, which the server answers with the first result, so a retry
 * can never debit twice.
 */
/* global window, document, location, sessionStorage, fetch, crypto, history, URL, URLSearchParams, setTimeout */
(function () {
  'use strict';

  var game = JSON.parse(document.getElementById('play-game').textContent);
  var API = { session: '/play/api/session', balance: '/play/api/balance', bet: '/play/api/bet' };
  var STORE_KEY = 'play.session.' + game.nodeId;
  var EXPIRED = 'This game session has ended. Go back to the lobby and open the game again.';
  var VERBS = { slots: 'spin', baccarat: 'deal', pick: 'place your bet', fishing: 'tap a fish to shoot' };

  var $ = function (id) { return document.getElementById(id); };
  // What the table shows: the reels, cards, draw and pond (play-scene.js, loaded first).
  var scene = window.PlayScene(game, $);
  var button = $('play');
  var fish = Array.prototype.slice.call(document.querySelectorAll('.fish'));
  var token = null;
  var balance = null;
  var busy = false;

  var money = function (value) {
    return value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };

  function say(text, tone) {
    var result = $('result');
    result.textContent = text;
    result.className = 'result' + (tone ? ' ' + tone : '');
  }

  function showBalance(value) {
    balance = value;
    $('balance').textContent = money(value);
  }

  /** A v4 UUID from getRandomValues (randomUUID needs a secure context; plain-http hosts are not). */
  function uuid() {
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 0x100).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  /** A wps call: the envelope's value, or a thrown {code, message, status} (status 0: no answer). */
  function call(path, method, body) {
    var headers = { Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = 'Bearer ' + token;
    return fetch(path, { method: method, headers: headers, body: body ? JSON.stringify(body) : undefined, cache: 'no-store' }).then(
      function (res) {
        return res.json().then(
          function (envelope) {
            if (envelope && envelope.success) return envelope.value;
            throw { code: (envelope && envelope.errorCode) || 'unknown', message: envelope && envelope.message, status: res.status };
          },
          function () { throw { code: 'bad_response', status: res.status }; },
        );
      },
      function () { throw { code: 'offline', status: 0 }; },
    );
  }

  var sleep = function (ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); };
  var checked = function (name) {
    var input = document.querySelector('input[name="' + name + '"]:checked');
    return input ? input.value : undefined;
  };

  // ------------------------------------------------------------ drawing

  /** The controls that start a round: the play button, or every fish in the pond. */
  function enable(on) {
    if (button) button.disabled = !on;
    fish.forEach(function (f) { f.disabled = !on; });
  }

  // ------------------------------------------------------------ playing

  function ready(text) {
    busy = false;
    enable(true);
    say(text || 'Choose a stake and ' + VERBS[game.kind] + '.');
  }

  function fail(text) {
    enable(false);
    say(text, 'lose');
  }

  function failed(error) {
    if (error.status === 401) {
      sessionStorage.removeItem(STORE_KEY);
      return fail(EXPIRED);
    }
    busy = false;
    enable(true);
    if (error.code === 'insufficient_balance') return say('Not enough balance for this stake.', 'lose');
    if (error.status === 0) return say('No connection. Your stake was not taken; try again.', 'lose');
    say(error.message || 'Something went wrong; try again.', 'lose');
  }

  /** One round; `target` is the fish shot at (fishing), else the pick comes from the radios. */
  function play(target) {
    if (busy) return;
    var stake = Number(checked('stake'));
    if (balance !== null && stake > balance) return say('Not enough balance for this stake.', 'lose');
    busy = true;
    enable(false);
    say(target ? 'Shooting…' : 'Good luck…');
    var landed = target ? scene.castNet(target) : null;
    var stop = target ? function () {} : scene.animate();
    var body = { stake: stake, roundId: uuid(), pick: target ? target.getAttribute('data-fish') : checked('pick') };
    var started = Date.now();
    var attempt = function (left) {
      return call(API.bet, 'POST', body).catch(function (error) {
        // No answer: the round may or may not have happened. The same id makes a retry safe.
        if (error.status !== 0 && error.status < 500) throw error;
        if (left === 0) throw error;
        return sleep(800).then(function () { return attempt(left - 1); });
      });
    };
    attempt(2)
      .then(function (result) {
        // Let the reels turn for a moment even on a fast server.
        return sleep(Math.max(0, 700 - (Date.now() - started))).then(function () {
          stop();
          if (landed) landed(result.outcome.hit);
          else scene.render(result.outcome);
          showBalance(result.balance);
          var text = scene.describe(result);
          ready(text[0]);
          say(text[0], text[1]);
        });
      })
      .catch(function (error) {
        stop();
        if (landed) $('net').className = 'net';
        failed(error);
      });
  }

  /** Back to where the game was launched from, when that was a lobby page of this site. */
  function backToLaunchPage() {
    try {
      var from = new URL(document.referrer);
      if (from.origin === location.origin && from.pathname.indexOf('/play/') !== 0) {
        $('back').href = from.pathname + from.search + from.hash;
      }
    } catch {
      // No referrer (opened directly): /m/home it is.
    }
  }

  function start() {
    var launch = new URLSearchParams(location.search).get('launch');
    var session = launch
      ? call(API.session, 'POST', { launch: launch }).then(
          function (value) {
            sessionStorage.setItem(STORE_KEY, value.playToken);
            return value.playToken;
          },
          function (error) {
            // A reload of a link already exchanged: keep the session this tab already has.
            if (error.status === 0) throw error;
            return sessionStorage.getItem(STORE_KEY);
          },
        )
      : Promise.resolve(sessionStorage.getItem(STORE_KEY));
    session
      .then(function (playToken) {
        // The token is spent: take it out of the address bar and the history entry.
        if (launch) history.replaceState(null, '', location.pathname);
        if (!playToken) throw { status: 401 };
        token = playToken;
        return call(API.balance, 'GET');
      })
      .then(function (value) {
        showBalance(value.balance);
        // SPEC §6 trial guests play with trial credit, not money: say so next to the balance.
        if (value.trial) $('balance-label').insertAdjacentHTML('afterend', '<span class="trial">TRIAL</span>');
        ready();
      })
      .catch(function (error) {
        if (error.status === 401) return failed(error);
        fail('Could not reach the game server. Check your connection and reload.');
      });
  }

  backToLaunchPage();
  // Fishing: the Shoot button fires again at the fish last shot at (the first fish to begin with),
  // so a player can keep firing at one kind without chasing it across the pond.
  var aimed = fish[0] || null;
  if (button) button.addEventListener('click', function () { play(game.kind === 'fishing' ? aimed : undefined); });
  fish.forEach(function (f) {
    f.addEventListener('click', function () {
      aimed = f;
      play(f);
    });
  });
  start();
})();
