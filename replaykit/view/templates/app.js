/* replaykit viewer: lazy loading that works from file:// (script tags, no fetch, no CDN). */
(function () {
  "use strict";
  var pending = {};
  window.RK = {
    period: function (id, data) {
      var cb = pending[id];
      delete pending[id];
      if (cb) cb(data);
    }
  };
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function callBadge(c) {
    if (!c) return null;
    var b = el("span", "call", c.key + " · " + c.role + " · " + c["in"] + "→" + c.out + " tok · " + c.ms + " ms");
    b.title = "cassette entry " + c.key + " (" + c.model + ", the key the result file stored); see it with: replaykit cassette show " + (c.cassette || "CASSETTE") + " " + c.key;
    return b;
  }
  function renderSessions(box, d) {
    box.textContent = "";
    if (!d.sessions.length) box.appendChild(el("p", "muted", "No sessions recorded for this period (no trace)."));
    d.sessions.forEach(function (s, i) {
      var div = el("div", "session");
      div.appendChild(el("div", "when", "Session " + (i + 1) + (s.time ? " · " + s.time : "") + (s.event ? " · " + s.event : "")));
      s.messages.forEach(function (m) {
        var msg = el("div", "msg " + (m.role === "user" ? "user" : "assistant"));
        var who = el("span", "who", m.role === "user" ? "simulated user" : "assistant");
        var badge = callBadge(m.call);
        if (badge) who.appendChild(badge);
        msg.appendChild(who);
        msg.appendChild(document.createTextNode(m.content));
        div.appendChild(msg);
      });
      box.appendChild(div);
    });
  }
  function renderMemory(box, d) {
    box.textContent = "";
    if (d.memory === null) { box.appendChild(el("p", "muted", "Memory after this period was not saved for this episode (runs recorded before replaykit saved it).")); return; }
    if (d.memory.items === null) box.appendChild(el("p", "muted", "The memory view after this period was not saved."));
    else {
      box.appendChild(el("p", "muted", d.memory.items + " item(s) (lines) in the agent's memory view"));
      box.appendChild(el("pre", "memory", d.memory.view || "(empty)"));
    }
    var writes = d.memory.writes || [];
    if (writes.length) {
      var w = el("div", "muted writes", writes.length + " memory-writing call(s) this period: ");
      writes.forEach(function (c) { w.appendChild(callBadge(c)); });
      box.appendChild(w);
    }
  }
  function renderQuestions(box, d) {
    box.textContent = "";
    d.questions.forEach(function (q) {
      var div = el("div", "q");
      var head = el("div");
      head.appendChild(el("span", "badge o-" + q.outcome.split(" ")[0], q.outcome));
      head.appendChild(document.createTextNode(" "));
      head.appendChild(el("span", "qtext", "Q" + (q.index + 1) + ". " + q.text));
      div.appendChild(head);
      var ol = el("ol", "choices");
      q.choices.forEach(function (c, j) {
        var li = el("li", (j === q.correct ? "correct " : "") + (j === q.chosen ? "chosen" : ""));
        li.appendChild(document.createTextNode(c.answer + "  [" + c.state.join(", ") + "]"));
        if (j === q.correct) li.appendChild(el("span", "tag t-correct", "correct"));
        if (j === q.chosen) li.appendChild(el("span", "tag t-chosen", q.json_error ? "agent (fallback: unparseable reply)" : "agent"));
        ol.appendChild(li);
      });
      div.appendChild(ol);
      var raw = el("div", "muted mono", "reply: " + q.raw);
      var badge = callBadge(q.call);
      if (badge) raw.appendChild(badge);
      div.appendChild(raw);
      if (q.diagnosis) {
        var dg = el("div", "muted mono", "state diagnosis: " + q.diagnosis);
        div.appendChild(dg);
      }
      box.appendChild(div);
    });
  }
  function load(sec) {
    if (sec.getAttribute("data-loaded")) return;
    sec.setAttribute("data-loaded", "1");
    var id = sec.getAttribute("data-id");
    pending[id] = function (d) {
      renderSessions(sec.querySelector(".sessions-box"), d);
      renderMemory(sec.querySelector(".memory-box"), d);
      renderQuestions(sec.querySelector(".questions-box"), d);
      sec.setAttribute("data-rendered", "1");
    };
    var s = document.createElement("script");
    s.src = sec.getAttribute("data-src");
    s.onerror = function () { sec.querySelector(".questions-box").textContent = "could not load " + s.src; };
    document.head.appendChild(s);
  }
  function open(sec) {
    sec.querySelectorAll("details.lazy").forEach(function (d) { d.open = true; });
    load(sec);
  }
  window.addEventListener("load", function () {
    // page load time (navigation start to the load event, lazy period files included) for benchmarks
    var nav = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
    document.documentElement.setAttribute("data-load-ms", String(Math.round(nav ? nav.loadEventStart : performance.now())));
  });
  document.addEventListener("DOMContentLoaded", function () {
    var secs = document.querySelectorAll("section.period[data-src]");
    secs.forEach(function (sec) {
      sec.querySelectorAll("details.lazy").forEach(function (d) {
        d.addEventListener("toggle", function () { if (d.open) load(sec); });
      });
    });
    var hash = location.hash.replace("#", "");
    if (hash === "all") { secs.forEach(open); return; }
    var first = hash ? document.getElementById(hash) : secs[0];
    if (first) open(first);
  });
})();
