import { afterEach, describe, expect, it } from 'vitest';
import { isReplay, replayAction, replayActions } from '../../src/shared/replay.ts';

let listening = new AbortController();
afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.innerHTML = '';
});

/** Every click that reaches the document, as the target's id (or tag) and whether its default was prevented. */
function recordClicks(): Array<{ on: string; prevented: boolean; replay: boolean }> {
  const seen: Array<{ on: string; prevented: boolean; replay: boolean }> = [];
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    seen.push({ on: target.id || target.localName, prevented: event.defaultPrevented, replay: isReplay(event) });
    // happy-dom would follow links otherwise.
    event.preventDefault();
  }, { signal: listening.signal });
  return seen;
}

describe('the replay of a held action', () => {
  it('dispatches one click on an SVG icon, which has no click() of its own', () => {
    document.body.innerHTML = '<button id="next"><svg><path id="icon" d="M0 0"/></svg></button>';
    const seen = recordClicks();
    replayAction(document.getElementById('icon') as Element);
    expect(seen).toEqual([{ on: 'icon', prevented: false, replay: true }]);
  });

  it('never lets a javascript: link run its URL, however the scheme is written', () => {
    const hrefs = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '\njavascript:alert(1)'];
    document.body.innerHTML = hrefs.map((href, index) => `<a id="l${index}" href="${href}"><span id="s${index}">go</span></a>`).join('')
      + '<svg><a id="svg-link" href="javascript:alert(1)"><path id="svg-path" d="M0 0"/></a></svg><a id="plain" href="#top">top</a>';
    const seen = recordClicks();
    replayActions([...hrefs.map((_, index) => document.getElementById(`s${index}`) as Element), document.getElementById('svg-path') as Element]);
    expect(seen.map((click) => click.prevented)).toEqual([true, true, true, true, true]);
    replayAction(document.getElementById('plain') as Element);
    expect(seen.at(-1)).toEqual({ on: 'plain', prevented: false, replay: true });
  });

  it('replays several in the order they were made, and nothing on a target that left the page', () => {
    document.body.innerHTML = '<button id="a">a</button><button id="b">b</button><button id="c">c</button>';
    const seen = recordClicks();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id) as Element);
    c?.remove();
    replayActions([b as Element, c as Element, a as Element]);
    expect(seen.map((click) => click.on)).toEqual(['b', 'a']);
  });

  it('submits a held form again, and marks no visitor click as a replay', () => {
    document.body.innerHTML = '<form id="f" action="/send"><input name="q" value="x"></form><button id="own">own</button>';
    const form = document.getElementById('f') as HTMLFormElement;
    let submits = 0;
    form.addEventListener('submit', (event) => {
      submits += 1;
      event.preventDefault();
    });
    replayAction(form);
    expect(submits).toBe(1);
    const seen = recordClicks();
    (document.getElementById('own') as HTMLElement).click();
    expect(seen).toEqual([{ on: 'own', prevented: false, replay: false }]);
  });
});
