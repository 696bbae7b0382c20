// parmesan report: plots, segment browser and segment view, drawn from
// the JSON in #data. Hand-written, no dependencies.
"use strict";
(function () {
  var D, N, S, M;               // data, segments, systems, metrics
  var PAGE = 50;
  var st = { metric: 0, a: 0, b: 1, sort: "seg", dir: 1, page: 0, sel: 0, rows: null, open: -1 };
  var $ = function (id) { return document.getElementById(id); };
  var NS = "http://www.w3.org/2000/svg";
  var COLORS = { exact: "var(--exact)", stem: "var(--stem)", synonym: "var(--synonym)", paraphrase: "var(--paraphrase)" };

  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }
  function fmt(x) {
    if (x === null || x === undefined || isNaN(x)) return "–";
    return Math.abs(x) >= 2 ? x.toFixed(2) : x.toFixed(4);
  }
  function el(tag, attrs, parent) {
    var e = document.createElementNS(NS, tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function svgText(parent, x, y, s, anchor) {
    var t = el("text", { x: x, y: y, "text-anchor": anchor || "start" }, parent);
    t.textContent = s;
    return t;
  }
  function option(sel, value, label) {
    var o = document.createElement("option");
    o.value = value; o.textContent = label; sel.appendChild(o);
  }
  function score(s, i) { return D.systems[s].seg[st.metric][i]; }
  function rwCount(s, i) {
    var r = D.systems[s].rw ? D.systems[s].rw[i] : null;
    return r ? r.s ? r.s.length : 0 : 0;
  }
  function fixCount(s, i) {
    var r = D.systems[s].rw ? D.systems[s].rw[i] : null;
    return r && r.f ? r.f.length : 0;
  }
  function better(x) { return D.metrics[st.metric].lower ? -x : x; }
  // Metrics scored on the rewritten references carry a visible label.
  var RWTAG = "rewritten refs";
  function mtext(m) { return m.display + (m.rewritten ? " (" + RWTAG + ")" : ""); }
  function mhtml(m) { return esc(m.display) + (m.rewritten ? " <span class=\"rwtag\" title=\"scored on references rewritten toward each hypothesis\">" + RWTAG + "</span>" : ""); }
  // Deep links: #seg=N (1-based, as the # column shows) opens segment N;
  // &sys=NAME picks the system (default: the baseline).
  function segHash(s, i) { return "#seg=" + (i + 1) + "&sys=" + encodeURIComponent(D.systems[s].key); }
  function parseHash(h) {
    var m = /^#seg=(\d+)(?:&sys=([^&]*))?/.exec(h || "");
    if (!m) return null;
    var i = parseInt(m[1], 10) - 1, s = 0;
    if (!(i >= 0 && i < N)) return null;
    if (m[2] !== undefined) {
      var name = m[2];
      try { name = decodeURIComponent(name); } catch (e) { /* keep it raw */ }
      D.systems.forEach(function (o, t) { if (o.key === name) s = t; });
    }
    return { s: s, i: i };
  }
  function openHash(scroll) {
    var p = parseHash(location.hash);
    if (!p) return false;
    var k = st.rows ? st.rows.indexOf(p.s * N + p.i) : -1;
    if (k >= 0) { st.page = Math.floor(k / PAGE); st.sel = k % PAGE; renderPage(); }
    openSegment(p.s, p.i, scroll);
    return true;
  }

  // ---- plots -------------------------------------------------------
  function histograms() {
    var box = $("hist"); box.textContent = "";
    var lo = Infinity, hi = -Infinity, s, i, x;
    for (s = 0; s < S; s++) for (i = 0; i < N; i++) {
      x = score(s, i); if (x === null) continue;
      if (x < lo) lo = x; if (x > hi) hi = x;
    }
    if (!(hi > lo)) { hi = lo + 1; }
    var B = 20, W = 230, H = 120, P = 24;
    for (s = 0; s < S; s++) {
      var counts = new Array(B).fill(0), sum = 0, n = 0;
      for (i = 0; i < N; i++) {
        x = score(s, i); if (x === null) continue;
        counts[Math.min(B - 1, Math.floor((x - lo) / (hi - lo) * B))]++; sum += x; n++;
      }
      var cmax = Math.max.apply(null, counts) || 1;
      var fig = document.createElement("figure");
      var svg = el("svg", { width: W, height: H + P, viewBox: "0 0 " + W + " " + (H + P), role: "img", "aria-label": "histogram " + D.systems[s].name });
      for (var k = 0; k < B; k++) {
        var h = counts[k] / cmax * (H - 8);
        el("rect", { "class": "bar", x: 4 + k * (W - 8) / B, y: H - h, width: (W - 8) / B - 1, height: h }, svg).appendChild(titleEl(counts[k] + " segments in [" + fmt(lo + k * (hi - lo) / B) + ", " + fmt(lo + (k + 1) * (hi - lo) / B) + ")"));
      }
      el("line", { "class": "axis", x1: 4, x2: W - 4, y1: H, y2: H }, svg);
      svgText(svg, 4, H + 14, fmt(lo)); svgText(svg, W - 4, H + 14, fmt(hi), "end");
      var mean = n ? sum / n : NaN, mx = 4 + (mean - lo) / (hi - lo) * (W - 8);
      el("line", { x1: mx, x2: mx, y1: 2, y2: H, stroke: "#e8590c", "stroke-dasharray": "3 2" }, svg);
      fig.appendChild(svg);
      var cap = document.createElement("figcaption");
      cap.textContent = D.systems[s].name + " — mean " + fmt(mean);
      fig.appendChild(cap); box.appendChild(fig);
    }
  }
  function titleEl(s) { var t = document.createElementNS(NS, "title"); t.textContent = s; return t; }

  function diffPlot() {
    var box = $("diff"); box.textContent = "";
    var a = st.a, b = st.b, d = [], i;
    for (i = 0; i < N; i++) {
      var x = score(a, i), y = score(b, i);
      if (x !== null && y !== null) d.push([x - y, i]);
    }
    d.sort(function (p, q) { return p[0] - q[0] || p[1] - q[1]; });
    var W = Math.min(1100, Math.max(500, document.body.clientWidth - 60)), H = 200, m = 0, wa = 0, wb = 0;
    d.forEach(function (p) { m = Math.max(m, Math.abs(p[0])); if (better(p[0]) > 0) wa++; else if (better(p[0]) < 0) wb++; });
    m = m || 1;
    var fig = document.createElement("figure");
    var svg = el("svg", { width: W, height: H + 20, viewBox: "0 0 " + W + " " + (H + 20), role: "img", "aria-label": "per-segment difference" });
    var y0 = H / 2, bw = (W - 62) / Math.max(1, d.length);
    var pos = "", neg = "";
    d.forEach(function (p, k) {
      var x = 57 + k * bw, h = p[0] / m * (H / 2 - 6);
      var r = "M" + x.toFixed(2) + " " + y0 + "h" + Math.max(bw, 0.6).toFixed(2) + "v" + (-h).toFixed(2) + "h" + (-Math.max(bw, 0.6)).toFixed(2) + "z";
      if (better(p[0]) >= 0) pos += r; else neg += r;
    });
    el("path", { "class": "pos", d: pos }, svg); el("path", { "class": "neg", d: neg }, svg);
    el("line", { "class": "axis", x1: 57, x2: W - 5, y1: y0, y2: y0 }, svg);
    el("line", { "class": "axis", x1: 57, x2: 57, y1: 4, y2: H - 4 }, svg);
    svgText(svg, 52, 12, "+" + fmt(m), "end"); svgText(svg, 52, H - 4, "-" + fmt(m), "end"); svgText(svg, 52, y0 + 4, "0", "end");
    svgText(svg, 57, H + 14, "segments sorted by difference (click a bar to open it)");
    svg.addEventListener("click", function (ev) {
      var r = svg.getBoundingClientRect(), k = Math.floor((ev.clientX - r.left - 57) / bw);
      if (k >= 0 && k < d.length) openSegment(a, d[k][1], true);
    });
    fig.appendChild(svg);
    var cap = document.createElement("figcaption");
    cap.id = "diff-caption";
    cap.textContent = D.systems[a].name + " − " + D.systems[b].name + " (" + mtext(D.metrics[st.metric]) + "): " +
      D.systems[a].name + " better on " + wa + " segments, " + D.systems[b].name + " on " + wb + ", tied on " + (d.length - wa - wb);
    fig.appendChild(cap); box.appendChild(fig);
  }

  function scatter() {
    var box = $("scatter"); if (!box || !D.humanLabel) return;
    box.textContent = "";
    D.metrics.forEach(function (m, j) {
      var pts = D.systems.filter(function (s) { return s.hs !== undefined && s.hs !== null; });
      if (!pts.length) return;
      var W = 300, H = 240, L = 46, B = 30;
      var xs = pts.map(function (s) { return s.hs; }), ys = pts.map(function (s) { return s.scores[j].s; });
      var x0 = Math.min.apply(null, xs), x1 = Math.max.apply(null, xs), y0 = Math.min.apply(null, ys), y1 = Math.max.apply(null, ys);
      if (x1 === x0) x1 = x0 + 1; if (y1 === y0) y1 = y0 + 1;
      var fx = function (x) { return L + (x - x0) / (x1 - x0) * (W - L - 10); };
      var fy = function (y) { return H - B - (y - y0) / (y1 - y0) * (H - B - 10); };
      var fig = document.createElement("figure");
      var svg = el("svg", { width: W, height: H, viewBox: "0 0 " + W + " " + H, role: "img", "aria-label": m.display + " against human scores" });
      el("line", { "class": "axis", x1: L, x2: W - 5, y1: H - B, y2: H - B }, svg);
      el("line", { "class": "axis", x1: L, x2: L, y1: 5, y2: H - B }, svg);
      svgText(svg, L, H - B + 14, fmt(x0)); svgText(svg, W - 5, H - B + 14, fmt(x1), "end");
      svgText(svg, L - 4, H - B, fmt(y0), "end"); svgText(svg, L - 4, 14, fmt(y1), "end");
      svgText(svg, (W + L) / 2, H - 4, D.humanLabel, "middle");
      pts.forEach(function (s) {
        el("circle", { "class": "pt" + (s.ht ? " ht" : ""), cx: fx(s.hs), cy: fy(s.scores[j].s), r: 5 }, svg)
          .appendChild(titleEl(s.name + ": " + m.display + " " + fmt(s.scores[j].s) + ", human " + fmt(s.hs)));
        var right = fx(s.hs) > W / 2;
        svgText(svg, fx(s.hs) + (right ? -8 : 8), fy(s.scores[j].s) + 4, s.name, right ? "end" : "start").setAttribute("class", "ptlabel");
      });
      fig.appendChild(svg);
      var cap = document.createElement("figcaption"), r = D.corr ? D.corr[j] : null;
      cap.textContent = mtext(m) + " vs " + D.humanLabel + (r !== null && r !== undefined ? " — Pearson r = " + r.toFixed(3) : "") + " (human translations hollow, not counted)";
      fig.appendChild(cap); box.appendChild(fig);
    });
  }

  // ---- segment table -------------------------------------------------
  function num(id) { var v = $(id).value; return v === "" ? null : parseFloat(v); }
  function filterRows() {
    var fs = parseInt($("f-sys").value, 10), lo = num("f-min"), hi = num("f-max"), dmin = num("f-diff");
    var rw = $("f-rw").checked, text = $("f-text").value.toLowerCase(), rows = [];
    for (var s = 0; s < S; s++) {
      if (fs >= 0 && s !== fs) continue;
      var sys = D.systems[s];
      for (var i = 0; i < N; i++) {
        var x = sys.seg[st.metric][i];
        if (lo !== null && !(x >= lo)) continue;
        if (hi !== null && !(x <= hi)) continue;
        if (dmin !== null) { var y = score(st.b, i); if (x === null || y === null || !(Math.abs(x - y) >= dmin)) continue; }
        if (rw && !(sys.rw && sys.rw[i])) continue;
        if (text && sys.hyp[i].toLowerCase().indexOf(text) < 0 && D.refs[i].toLowerCase().indexOf(text) < 0) continue;
        rows.push(s * N + i);
      }
    }
    st.rows = rows; sortRows();
  }
  function key(r) {
    var s = Math.floor(r / N), i = r % N, x;
    switch (st.sort) {
      case "sys": return s;
      case "score": x = score(s, i); return x === null ? -Infinity : x;
      case "diff": x = score(s, i); var y = score(st.b, i); return x === null || y === null ? -Infinity : x - y;
      case "rw": return rwCount(s, i) * 1000 + fixCount(s, i);
      default: return i;
    }
  }
  function sortRows() {
    var keys = new Map();
    st.rows.forEach(function (r) { keys.set(r, key(r)); });
    st.rows.sort(function (p, q) { return (keys.get(p) - keys.get(q)) * st.dir || (p % N - q % N) || p - q; });
    document.querySelectorAll("#seg-table th[data-sort]").forEach(function (th) {
      if (th.dataset.sort === st.sort) th.setAttribute("aria-sort", st.dir > 0 ? "ascending" : "descending");
      else th.removeAttribute("aria-sort");
    });
    st.page = 0; st.sel = 0; renderPage();
  }
  function renderPage() {
    var rows = st.rows, pages = Math.max(1, Math.ceil(rows.length / PAGE));
    st.page = Math.max(0, Math.min(st.page, pages - 1));
    var start = st.page * PAGE, end = Math.min(rows.length, start + PAGE), html = [];
    for (var k = start; k < end; k++) {
      var r = rows[k], s = Math.floor(r / N), i = r % N, x = score(s, i), y = score(st.b, i);
      var nsub = rwCount(s, i), nfix = fixCount(s, i);
      html.push("<tr data-row=\"" + k + "\" data-sys=\"" + s + "\" data-seg=\"" + i + "\"" + (k - start === st.sel ? " class=\"sel\"" : "") + ">" +
        "<td class=\"num\"><a class=\"seglink\" href=\"" + esc(segHash(s, i)) + "\">" + (i + 1) + "</a></td><td>" + esc(D.systems[s].name) + "</td><td class=\"num\">" + fmt(x) + "</td>" +
        "<td class=\"num\">" + (s === st.b || x === null || y === null ? "" : (x - y >= 0 ? "+" : "") + fmt(x - y)) + "</td>" +
        "<td class=\"num\">" + (nsub || nfix ? nsub + " sub" + (nfix ? ", " + nfix + " fix" : "") : "") + "</td>" +
        "<td class=\"hyp\" title=\"" + esc(D.systems[s].hyp[i]) + "\">" + esc(D.systems[s].hyp[i]) + "</td></tr>");
    }
    $("seg-body").innerHTML = html.length ? html.join("") : "<tr><td colspan=\"6\">no segment matches the filters</td></tr>";
    $("page").textContent = rows.length ? "rows " + (start + 1) + "–" + end + " of " + rows.length + " (page " + (st.page + 1) + " of " + pages + ")" : "";
    $("count").innerHTML = rows.length + " of " + S * N + " rows (" + mhtml(D.metrics[st.metric]) + "; Δ against " + esc(D.systems[st.b].name) + ")";
  }
  function select(k) {
    var n = Math.min(PAGE, st.rows.length - st.page * PAGE);
    if (k < 0 && st.page > 0) { st.page--; st.sel = PAGE - 1; renderPage(); return; }
    if (k >= n && (st.page + 1) * PAGE < st.rows.length) { st.page++; st.sel = 0; renderPage(); return; }
    st.sel = Math.max(0, Math.min(n - 1, k));
    document.querySelectorAll("#seg-body tr").forEach(function (tr, j) { tr.classList.toggle("sel", j === st.sel); });
    var tr = document.querySelectorAll("#seg-body tr")[st.sel];
    if (tr && tr.scrollIntoView) tr.scrollIntoView({ block: "nearest" });
  }
  function openSelected() {
    var k = st.page * PAGE + st.sel;
    if (k < st.rows.length) { var r = st.rows[k]; openSegment(Math.floor(r / N), r % N, true); }
  }

  // ---- segment view --------------------------------------------------
  function matches(s, i) {
    var a = D.systems[s].al[i] || [], out = [];
    for (var k = 0; k < a.length; k += 3) {
      out.push({ r: a[k], h: a[k + 1], stage: a[k + 2] & 7, rl: (a[k + 2] >> 3) & 255, hl: a[k + 2] >> 11 });
    }
    return out;
  }
  function chunks(ms) {
    var byHyp = ms.slice().sort(function (p, q) { return p.h - q.h; }), out = [], cur = null;
    byHyp.forEach(function (m) {
      if (cur && m.h === cur.hEnd && m.r === cur.rEnd) { cur.hEnd = m.h + m.hl; cur.rEnd = m.r + m.rl; cur.n++; }
      else { cur = { h: m.h, hEnd: m.h + m.hl, r: m.r, rEnd: m.r + m.rl, n: 1 }; out.push(cur); }
    });
    return out;
  }
  var measure = null;
  function width(s) {
    if (!measure) { measure = document.createElement("canvas").getContext("2d"); measure.font = "13px system-ui, 'DejaVu Sans', sans-serif"; }
    return measure.measureText(s).width + 10;
  }
  function alignment(hyp, ref, ms, marks) {
    var gap = 6, xh = [], xr = [], x = 4, k;
    hyp.forEach(function (w) { xh.push([x, width(w)]); x += width(w) + gap; });
    var wh = x; x = 4;
    ref.forEach(function (w) { xr.push([x, width(w)]); x += width(w) + gap; });
    var W = Math.max(wh, x) + 4, yh = 16, yr = 120, th = 22;
    var svg = el("svg", { "class": "align", width: W, height: yr + th + 8, viewBox: "0 0 " + W + " " + (yr + th + 8), role: "img", "aria-label": "alignment" });
    var hm = {}, rm = {};
    ms.forEach(function (m, j) {
      var kind = D.modules[m.stage] || "exact";
      for (k = 0; k < m.hl; k++) hm[m.h + k] = kind;
      for (k = 0; k < m.rl; k++) rm[m.r + k] = kind;
    });
    // chunks: a bracket under each run of hypothesis words matched in order
    var cs = chunks(ms);
    cs.forEach(function (c, j) {
      var x1 = xh[c.h][0] - 2, x2 = xh[c.hEnd - 1][0] + xh[c.hEnd - 1][1] + 2, y = yh + th + 4;
      el("path", { "class": "chunk", d: "M" + x1 + " " + (y - 3) + "V" + y + "H" + x2 + "V" + (y - 3), "data-chunk": j }, svg)
        .appendChild(titleEl("chunk " + (j + 1) + ": " + (c.hEnd - c.h) + " word(s)"));
    });
    ms.forEach(function (m) {
      var kind = D.modules[m.stage] || "exact", sub = false;
      for (k = 0; k < m.rl; k++) if (marks[m.r + k] && marks[m.r + k].sub) sub = true;
      var hx1 = xh[m.h][0], hx2 = xh[m.h + m.hl - 1][0] + xh[m.h + m.hl - 1][1];
      var rx1 = xr[m.r][0], rx2 = xr[m.r + m.rl - 1][0] + xr[m.r + m.rl - 1][1];
      var y1 = yh + th + 8, y2 = yr;
      var d = "M" + (hx1 + hx2) / 2 + " " + y1 + "L" + (rx1 + rx2) / 2 + " " + y2;
      if (m.hl > 1 || m.rl > 1) d = "M" + hx1 + " " + y1 + "H" + hx2 + "L" + rx2 + " " + y2 + "H" + rx1 + "Z";
      var p = el("path", { "class": "link " + kind + (sub ? " rewritten" : ""), d: d, stroke: sub ? "var(--rewrite)" : COLORS[kind], "data-kind": sub ? "rewrite" : kind }, svg);
      if (m.hl > 1 || m.rl > 1) { p.setAttribute("fill", COLORS[kind]); p.setAttribute("fill-opacity", "0.15"); }
      if (sub) p.setAttribute("stroke-dasharray", "5 3");
      p.appendChild(titleEl(kind + (sub ? " (after rewrite)" : "") + ": " + hyp.slice(m.h, m.h + m.hl).join(" ") + " = " + ref.slice(m.r, m.r + m.rl).join(" ")));
    });
    function word(w, pos, y, kind, cls) {
      var g = el("g", { "class": "word" + (kind ? " matched " + kind : "") + (cls ? " " + cls : "") }, svg);
      var r = el("rect", { x: pos[0], y: y, width: pos[1], height: th, rx: 3 }, g);
      if (kind) r.setAttribute("style", "fill:" + COLORS[kind] + ";fill-opacity:0.22");
      svgText(g, pos[0] + 5, y + 15, w);
      return g;
    }
    hyp.forEach(function (w, j) { word(w, xh[j], yh, hm[j]); });
    ref.forEach(function (w, j) {
      var mk = marks[j], g = word(w, xr[j], yr, rm[j], mk ? (mk.sub ? "subst" : "") + (mk.fix ? " fixed" : "") : "");
      if (mk) g.appendChild(titleEl(mk.title));
    });
    svgText(svg, 4, 11, "hypothesis");
    svgText(svg, 4, yr - 4, D.rewrite ? "reference (rewritten)" : "reference");
    return { svg: svg, chunks: cs.length, matched: Object.keys(hm).length };
  }
  function legend() {
    var h = "<p class=\"legend\">";
    D.modules.forEach(function (m) { h += "<span><i style=\"background:" + COLORS[m] + "\"></i>" + m + "</span>"; });
    if (D.rewrite) h += "<span><i style=\"background:var(--rewrite)\"></i>matched after a substitution</span><span><i style=\"background:var(--fix)\"></i>agreement fix</span>";
    return h + "<span>┗━┛ chunk</span></p>";
  }
  function rewriteView(rw, orig) {
    var toks = orig.split(" "), out = rw.t.split(" "), notes = [], marks = {}, k;
    (rw.s || []).forEach(function (s) {
      var src = D.sources[s[6]] || { name: "?", text: "?" };
      notes.push({ pos: s[0], cls: "sub", html: "<span class=\"kind\">substitution</span> " + esc(s[1]) + " → " + esc(s[2]) +
        " <span class=\"kv\">(lemma " + esc(s[3]) + " → " + esc(s[4]) + ", " + esc(s[5]) + "; from hypothesis word " + (s[7] + 1) +
        "; source: <span class=\"src\" title=\"" + esc(src.text) + "\">" + esc(src.name) + "</span> — " + esc(src.text) + ")</span>" });
    });
    (rw.f || []).forEach(function (f) {
      var rule = D.rules[f[0]] || { name: "?", text: "" };
      notes.push({ pos: f[1], cls: "fix", html: "<span class=\"kind\">agreement fix</span> " + esc(f[2]) + " → " + esc(f[3]) +
        " <span class=\"kv\">(<code>" + esc(rule.name) + "</code>: " + esc(rule.text) + ")</span>" });
    });
    notes.sort(function (p, q) { return p.pos - q.pos; });
    notes.forEach(function (n, j) {
      var m = marks[n.pos] || (marks[n.pos] = { n: [], title: "" });
      m.n.push(j + 1); if (n.cls === "sub") m.sub = true; else m.fix = true;
      m.title += (m.title ? "; " : "") + n.html.replace(/<[^>]*>/g, "");
    });
    var line = [];
    if (toks.length === out.length) {
      for (k = 0; k < toks.length; k++) {
        var m = marks[k];
        if (!m && toks[k] === out[k]) { line.push(esc(toks[k])); continue; }
        var cls = m ? (m.sub ? "sub" : "fix") : "fix";
        line.push("<span class=\"" + cls + "\" data-pos=\"" + k + "\"><del>" + esc(toks[k]) + "</del> <ins>" + esc(out[k]) + "</ins>" +
          (m ? "<sup>" + m.n.join(",") + "</sup>" : "") + "</span>");
      }
    } else {
      line.push("<del>" + esc(orig) + "</del><br><ins>" + esc(rw.t) + "</ins>");
    }
    return { html: "<p class=\"diffline\">" + line.join(" ") + "</p><ol class=\"notes\">" +
      notes.map(function (n) { return "<li class=\"" + n.cls + "\">" + n.html + " <span class=\"kv\">at word " + (n.pos + 1) + "</span></li>"; }).join("") + "</ol>", marks: marks };
  }
  function openSegment(s, i, scroll) {
    st.open = s * N + i;
    var sys = D.systems[s], hyp = sys.hyp[i].split(" "), refi = sys.ref ? sys.ref[i] : 0;
    var orig = refi === 0 ? D.refs[i] : D.refsMore[i][refi - 1];
    var rw = sys.rw ? sys.rw[i] : null, ref = rw ? rw.t.split(" ") : orig.split(" ");
    var rv = rw ? rewriteView(rw, orig) : { html: "", marks: {} };
    if (hyp.length === 1 && hyp[0] === "") hyp = [];
    if (ref.length === 1 && ref[0] === "") ref = [];
    var al = alignment(hyp, ref, matches(s, i), rv.marks);
    var h = "";
    if (D.src) h += "<p><b>source</b> " + esc(D.src[i]) + "</p>";
    h += "<p><b>" + esc(sys.name) + "</b>: " + D.metrics.map(function (m, j) { return mhtml(m) + " " + fmt(sys.seg[j][i]); }).join(" · ") +
      (sys.hseg ? " · human " + fmt(sys.hseg[i]) : "") + " · " + al.matched + " of " + hyp.length + " hypothesis words matched in " + al.chunks + " chunk" + (al.chunks === 1 ? "" : "s") + "</p>";
    h += legend();
    $("detail-title").textContent = "Segment " + (i + 1) + " — " + sys.name;
    var link = document.createElement("a");
    link.className = "permalink"; link.id = "seg-link"; link.href = segHash(s, i);
    link.textContent = "link to this segment"; link.title = "deep link: open this page at segment " + (i + 1);
    $("detail-title").appendChild(link);
    if (location.hash !== segHash(s, i) && history.replaceState) {
      try { history.replaceState(null, "", segHash(s, i)); } catch (e) { /* file: URLs may refuse */ }
    }
    var body = $("detail-body");
    body.innerHTML = h;
    var wrap = document.createElement("div"); wrap.className = "align-wrap"; wrap.appendChild(al.svg); body.appendChild(wrap);
    var more = "";
    if (rw) more += "<h3>Rewrite of the reference</h3>" + rv.html;
    else if (D.rewrite) more += "<p class=\"note\">The rewrite changed nothing in this reference.</p>";
    more += "<h3>All systems on this segment</h3><table class=\"segs\"><tbody>" + D.systems.map(function (o, t) {
      return "<tr" + (t === s ? " class=\"sel\"" : "") + " data-sys=\"" + t + "\" data-seg=\"" + i + "\"><td>" + esc(o.name) + "</td><td class=\"num\">" + fmt(o.seg[st.metric][i]) + "</td><td class=\"hyp\">" + esc(o.hyp[i]) + "</td></tr>";
    }).join("") + "</tbody></table>";
    var div = document.createElement("div"); div.innerHTML = more; body.appendChild(div);
    $("detail").hidden = false;
    if (scroll) $("detail").scrollIntoView({ block: "start" });
  }

  // ---- wiring --------------------------------------------------------
  function refresh() { histograms(); diffPlot(); filterRows(); }
  // Names and texts from the input are shown with their control
  // characters and bidirectional embeddings, overrides and isolates made
  // visible (\u202e), and names that held any of those or right-to-left
  // text inside a first-strong isolate (U+2068 … U+2069), so that nothing
  // in a name reorders the scores shown beside it (as the page's Go
  // template does: report.Isolate). Tokens keep their places: vis adds no
  // space. s.key keeps a system's own name for deep links.
  var HIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;
  var RTL = /[\u0590-\u08ff\u200f\ufb1d-\ufdff\ufe70-\ufefe]|[\ud802\ud803\ud83a\ud83b][\udc00-\udfff]/;
  function vis(s) {
    return typeof s !== "string" ? s : s.replace(HIDDEN,
      function (c) { return "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4); });
  }
  function iso(s) {
    var v = vis(s);
    return v === s && !RTL.test(s) ? s : "\u2068" + v + "\u2069";
  }
  function visData() {
    var all = function (a) { return a ? a.map(vis) : a; };
    D.title = iso(D.title); D.lang = iso(D.lang); D.baseline = iso(D.baseline);
    if (D.humanLabel) D.humanLabel = iso(D.humanLabel);
    D.refs = all(D.refs); D.src = all(D.src);
    if (D.refsMore) D.refsMore = D.refsMore.map(all);
    D.systems.forEach(function (s) {
      s.key = s.name; s.name = iso(s.name); s.hyp = all(s.hyp);
      if (s.rw) s.rw.forEach(function (r) { if (r) { r.t = vis(r.t); r.s = r.s.map(all); if (r.f) r.f = r.f.map(all); } });
    });
  }
  function init() {
    D = JSON.parse($("data").textContent);
    visData();
    N = D.segments; S = D.systems.length; M = D.metrics.length;
    st.b = S > 1 ? 1 : 0;
    D.metrics.forEach(function (m, j) { option($("metric"), j, mtext(m)); });
    D.systems.forEach(function (s, j) { option($("sysA"), j, s.name); option($("sysB"), j, s.name); option($("f-sys"), j, s.name); });
    $("sysA").value = st.a; $("sysB").value = st.b;
    $("metric").addEventListener("change", function () { st.metric = +this.value; refresh(); });
    $("sysA").addEventListener("change", function () { st.a = +this.value; diffPlot(); });
    $("sysB").addEventListener("change", function () { st.b = +this.value; diffPlot(); filterRows(); });
    ["f-sys", "f-min", "f-max", "f-diff", "f-rw", "f-text"].forEach(function (id) {
      $(id).addEventListener(id === "f-text" || id.indexOf("f-m") === 0 || id === "f-diff" ? "input" : "change", filterRows);
    });
    document.querySelectorAll("#seg-table th[data-sort]").forEach(function (th) {
      var go = function () {
        var k = th.dataset.sort;
        if (st.sort === k) st.dir = -st.dir; else { st.sort = k; st.dir = k === "seg" || k === "sys" ? 1 : -1; }
        sortRows();
      };
      th.addEventListener("click", go);
      th.addEventListener("keydown", function (e) { if (e.key === "Enter") go(); });
    });
    $("seg-body").addEventListener("click", function (e) {
      var tr = e.target.closest("tr[data-row]"); if (!tr) return;
      st.sel = +tr.dataset.row - st.page * PAGE; select(st.sel); openSegment(+tr.dataset.sys, +tr.dataset.seg, true);
    });
    $("detail-body").addEventListener("click", function (e) {
      var tr = e.target.closest("tr[data-sys]"); if (tr) openSegment(+tr.dataset.sys, +tr.dataset.seg, false);
    });
    $("prev").addEventListener("click", function () { st.page--; st.sel = 0; renderPage(); });
    $("next").addEventListener("click", function () { st.page++; st.sel = 0; renderPage(); });
    $("help-btn").addEventListener("click", function () { $("help").hidden = !$("help").hidden; });
    document.addEventListener("keydown", keys);
    window.addEventListener("hashchange", function () { openHash(true); });
    scatter(); refresh();
    openHash(true);
    document.body.dataset.ready = "1";
  }
  function keys(e) {
    var t = e.target, field = t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA");
    if (e.key === "Escape") {
      if (field) t.blur(); else if (!$("help").hidden) $("help").hidden = true; else $("detail").hidden = true;
      return;
    }
    if (field || e.ctrlKey || e.metaKey || e.altKey) return;
    switch (e.key) {
      case "j": case "ArrowDown": select(st.sel + 1); break;
      case "k": case "ArrowUp": select(st.sel - 1); break;
      case "Enter": openSelected(); break;
      case "]": select(st.sel + 1); openSelected(); break;
      case "[": select(st.sel - 1); openSelected(); break;
      case "n": case "ArrowRight": st.page++; st.sel = 0; renderPage(); break;
      case "p": case "ArrowLeft": st.page--; st.sel = 0; renderPage(); break;
      case "/": $("f-text").focus(); break;
      case "?": $("help").hidden = !$("help").hidden; break;
      default: return;
    }
    e.preventDefault();
  }
  // Let the server-rendered summary paint before the data is parsed.
  requestAnimationFrame(function () { setTimeout(init, 0); });
})();
