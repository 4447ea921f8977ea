/*
 * What the demo game's table shows (server/play/page.ts renders the markup): the reels, the cards,
 * the draw and the pond, moving while the server decides and showing its outcome, and the words
 * for a result. Plain browser JavaScript, loaded before play.js, which runs a round.
 */
/* global window, document, setInterval, clearInterval */
(function () {
  'use strict';

  var SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'];
  // The server's paylines (server/play/outcomes.ts LINES): rows, then the two diagonals.
  var LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 4, 8], [6, 4, 2]];
  var SUITS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
  // server/play/page.ts FISH_NAMES: what "Caught a shark!" calls each fish.
  var FISH_NAMES = { clownfish: 'clownfish', puffer: 'puffer', turtle: 'turtle', lionfish: 'lionfish', shark: 'shark', dragon: 'golden dragon' };

  var money = function (value) {
    return value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };

  window.PlayScene = function (game, $) {
    function symbolSvg(name) {
      return '<svg class="symbol" viewBox="0 0 64 64" aria-hidden="true"><use href="/play/assets/symbols.svg?v=2#' + name + '"/></svg>';
    }

    function setCell(cell, name) {
      cell.innerHTML = symbolSvg(name);
      cell.setAttribute('aria-label', name);
    }

    function cardHtml(card) {
      var red = card.suit === 'H' || card.suit === 'D';
      return '<span class="card' + (red ? ' red' : '') + '" role="img" aria-label="' + card.rank + ' ' + card.suit + '">' +
        card.rank + '<span class="suit">' + SUITS[card.suit] + '</span></span>';
    }

    /** The net flies to the fish that was shot; the answer then shows a catch or a splash. */
    function castNet(target) {
      var pond = $('pond');
      var net = $('net');
      var at = target.getBoundingClientRect();
      var box = pond.getBoundingClientRect();
      net.style.left = at.left - box.left + at.width / 2 + 'px';
      net.style.top = at.top - box.top + at.height / 2 + 'px';
      net.className = 'net cast';
      target.classList.remove('caught', 'missed');
      target.classList.add('aimed');
      return function (hit) {
        net.className = 'net ' + (hit ? 'hit' : 'splash');
        target.classList.remove('aimed');
        // Restarting the class replays the animation on the same fish.
        void target.offsetWidth;
        target.classList.add(hit ? 'caught' : 'missed');
      };
    }

    /** Something moving while the server decides; stopped by the returned function. */
    function animate() {
      var cells = document.querySelectorAll('.cell');
      if (game.kind === 'slots') {
        $('reels').classList.add('spinning');
        var spin = setInterval(function () {
          cells.forEach(function (cell) {
            cell.classList.remove('win');
            setCell(cell, SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
          });
        }, 90);
        return function () { clearInterval(spin); $('reels').classList.remove('spinning'); };
      }
      if (game.kind === 'pick') {
        var draw = $('draw');
        document.querySelectorAll('.pick.hit').forEach(function (label) { label.classList.remove('hit'); });
        var options = Array.prototype.map.call(document.querySelectorAll('input[name="pick"]'), function (i) { return i.value; });
        draw.parentElement.classList.add('rolling');
        var roll = setInterval(function () { draw.textContent = options[Math.floor(Math.random() * options.length)]; }, 80);
        return function () { clearInterval(roll); draw.parentElement.classList.remove('rolling'); };
      }
      ['player', 'banker'].forEach(function (who) {
        $('cards-' + who).innerHTML = '<span class="card back"></span><span class="card back"></span>';
        $('points-' + who).textContent = '–';
        $('hand-' + who).classList.remove('won');
      });
      return function () {};
    }

    function render(outcome) {
      if (outcome.kind === 'slots') {
        var cells = document.querySelectorAll('.cell');
        outcome.grid.forEach(function (row, r) {
          row.forEach(function (name, c) { setCell(cells[r * 3 + c], name); });
        });
        outcome.wins.forEach(function (win) {
          LINES[win.line].forEach(function (i) { cells[i].classList.add('win'); });
        });
      } else if (outcome.kind === 'pick') {
        $('draw').textContent = outcome.result;
        document.querySelectorAll('.pick').forEach(function (label) {
          label.classList.toggle('hit', label.querySelector('input').value === outcome.result);
        });
      } else {
        ['player', 'banker'].forEach(function (who) {
          $('cards-' + who).innerHTML = outcome[who].map(cardHtml).join('');
          $('points-' + who).textContent = String(outcome[who + 'Points']);
          $('hand-' + who).classList.toggle('won', outcome.result === who);
        });
      }
    }

    function describe(result) {
      var o = result.outcome;
      if (o.kind === 'fishing') {
        var name = FISH_NAMES[o.target] || o.target;
        return o.hit ? ['Caught a ' + name + '! +' + money(result.payout), 'win'] : ['Missed the ' + name + '.', 'lose'];
      }
      var lead = '';
      if (o.kind === 'baccarat') lead = o.result === 'tie' ? 'Tie. ' : (o.result === 'player' ? 'Player' : 'Banker') + ' wins. ';
      if (o.kind === 'pick') lead = 'Result: ' + o.result.charAt(0).toUpperCase() + o.result.slice(1) + '. ';
      if (result.payout > result.stake) return [lead + 'You win ' + money(result.payout) + '!', 'win'];
      if (result.payout > 0) return [lead + 'Push: ' + money(result.payout) + ' returned.', ''];
      return [lead + 'No win this time.', 'lose'];
    }

    return { castNet: castNet, animate: animate, render: render, describe: describe };
  };
})();
