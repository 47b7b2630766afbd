"""Every word in French, German and Dutch, kept with Qt's own tools: pyside6-lupdate finds every
string of the code and would change nothing in translations/*.ts; lrelease builds every file
with nothing unfinished; counts have their plural forms; placeholders survive translation."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
sys.path.insert(0, str(ROOT))
import cloudtable_build  # noqa: E402

LANGUAGES = cloudtable_build.LANGUAGES
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
# Qt's plural forms per language (Qt's own rules: French counts 0 and 1 as singular).
PLURAL_FORMS = {"en": 2, "fr": 2, "de": 2, "nl": 2}


def entries(code):
    return cloudtable_build.read_ts(ROOT / "translations" / f"cloudtable_{code}.ts")


@pytest.fixture(scope="module")
def after_lupdate(tmp_path_factory):
    """The .ts files as Qt's lupdate would leave them now (obsolete entries kept, to be seen)."""
    folder = tmp_path_factory.mktemp("translations")
    for ts in (ROOT / "translations").glob("*.ts"):
        shutil.copy(ts, folder / ts.name)
    for command in cloudtable_build.lupdate_commands(folder, keep_obsolete=True):
        subprocess.run(command, check=True, capture_output=True)
    return folder


@pytest.mark.parametrize("code", (*LANGUAGES, "en"))
def test_lupdate_finds_every_string_and_changes_nothing(code, after_lupdate):
    before = entries(code)
    after = cloudtable_build.read_ts(after_lupdate / f"cloudtable_{code}.ts")
    added = sorted(key for key in after if key not in before)
    gone = sorted(key for key, (_, kind) in after.items() if kind in ("vanished", "obsolete"))
    assert added == [], f"run `make update-translations`, then translate: {added[:5]}"
    assert gone == [], f"strings the code no longer has (or lupdate no longer sees): {gone[:5]}"
    assert after == before


@pytest.mark.parametrize("code", (*LANGUAGES, "en"))
def test_every_string_is_translated_with_every_plural_form(code):
    unfinished = [key for key, (forms, kind) in entries(code).items() if kind is not None or not all(forms)]
    assert unfinished == [], f"{len(unfinished)} unfinished, e.g. {unfinished[:5]}"
    plural = [key for key, (forms, _) in entries(code).items() if "%n" in key[1]]
    assert all(len(entries(code)[key][0]) == PLURAL_FORMS[code] for key in plural)


def test_french_german_and_dutch_have_every_string_and_english_every_count():
    full = set(entries("fr"))
    assert set(entries("de")) == full == set(entries("nl"))
    assert set(entries("en")) == {key for key in full if "%n" in key[1]}


@pytest.mark.parametrize("code", (*LANGUAGES, "en"))
def test_lrelease_builds_it_with_nothing_unfinished(code, tmp_path):
    ts = ROOT / "translations" / f"cloudtable_{code}.ts"
    done = subprocess.run(
        [*cloudtable_build._tool("lrelease"), "-fail-on-unfinished", str(ts), "-qm", str(tmp_path / "out.qm")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", (*LANGUAGES, "en"))
def test_translations_keep_every_placeholder_and_count(code):
    wrong = []
    for (ctx, src), (forms, _) in entries(code).items():
        for text in forms:
            if sorted(PLACEHOLDER.findall(src)) != sorted(PLACEHOLDER.findall(text)) or ("%n" in src) != ("%n" in text):
                wrong.append((ctx, src, text))
    assert wrong == []


# A count in words ("{count} cards", "{dice} dice") must go through plural forms (%n).
COUNTED = re.compile(
    r"\{(count|cards|dice|points|number|high|low|total|stars|moves|rounds|turns|[a-z_]*count)\}\s+"
    r"(?:more\s+)?(cards?|points?|dice|dies?|players?|moves?|stars?|rounds?|turns?|travellers?|games?)\b",
    re.IGNORECASE,
)


def test_no_count_is_written_without_plural_forms():
    offenders = [(ctx, src) for code in LANGUAGES for ctx, src in entries(code) if COUNTED.search(src)]
    assert sorted(set(offenders)) == []


def test_the_count_check_sees_a_count():
    assert COUNTED.search("Draw pile: {count} cards") and COUNTED.search("roll {dice} dice")
    assert not COUNTED.search("Draw pile: %n cards") and not COUNTED.search("{player} moves.")


def test_example_markers_are_not_offered_to_translators():
    assert not [key for key in entries("fr") if key[1].startswith("[example:")]


# Words that were wrong once and must not come back: the German edition is titled Cloudy Kingdom and
# says "unterbrochene Ranke"; a French player knows no "Graine" (the seed) and reads "seul", not
# "en solo"; the side panel's column says what a seat plays as, not who plays it.
FORBIDDEN = {"de": ("Wolkenreich", "gebrochene Ranke"), "fr": ("Graine", "en solo")}
PLAYS_AS_WRONG = {"fr": "Joué par", "de": "Gespielt von", "nl": "Gespeeld door"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_words_that_were_wrong_do_not_come_back(code):
    found = [
        (ctx, src, text)
        for (ctx, src), (forms, _) in entries(code).items()
        for text in forms
        for word in FORBIDDEN.get(code, ())
        if word.lower() in text.lower()
    ]
    assert found == []
    plays_as = [forms for (ctx, src), (forms, _) in entries(code).items() if src == "Plays as"]
    assert plays_as and not any(PLAYS_AS_WRONG[code].lower() in f.lower() for forms in plays_as for f in forms)


@pytest.mark.parametrize("code", LANGUAGES)
def test_one_way_to_say_the_game_is_over(code):
    said = {forms[0] for (ctx, src), (forms, _) in entries(code).items() if src == "The game is over."}
    assert len(said) == 1, said


# The rules pages mark the app's own readings, phrased for players ("In this app, ..."); so must every
# translation, with the words the rules viewer sets apart.
READING_MARKS = {"fr": "Dans cette application,", "de": "In dieser App gilt:", "nl": "In deze app geldt:"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_apps_readings_stay_marked_in_translation(code):
    marked = {key: forms for key, (forms, _) in entries(code).items() if "In this app," in key[1]}
    assert len(marked) >= 15
    unmarked = [
        key for key, forms in marked.items() if forms[0].count(READING_MARKS[code]) != key[1].count("In this app,")
    ]
    assert unmarked == []


def test_no_french_name_follows_a_word_that_would_elide():
    """Issue 20: « Monde de Anna », « Au tour de {name} »: French elides « de », « que », « le » and
    « la » before a vowel (« d’Anna »), which a name put in later cannot do; the sentences are
    worded so that no name follows them."""
    names = r"\{(name|player|names|pilot|winner)\}"  # (a family, {first}, is no name)
    wrong = [
        text
        for (ctx, src), (forms, _) in entries("fr").items()
        for text in forms
        if re.search(rf"(?<![\w’'])(de|que|le|la|du|jusque|lorsque|puisque) {names}", text, re.IGNORECASE)
    ]
    assert wrong == []


def test_german_says_verdeckt_for_face_down_everywhere():
    """Issue 20: the rules said „umgedreht“ where the table says „verdeckt“."""
    wrong = [
        text
        for (ctx, src), (forms, _) in entries("de").items()
        for text in forms
        if "face down" in src and re.search(r"umgedreht|umdreh|drehen .* um\b|dreht .* um\b", text)
    ]
    assert wrong == []


def test_dutch_quotes_the_names_of_cards_in_the_log():
    """Issue 20: « Je legt de kaart Vulkaan en water in je wereld » read as a sentence run on."""
    wrong = [
        text
        for (ctx, src), (forms, _) in entries("nl").items()
        if ctx == "StrangeWorld"
        for text in forms
        if "{card}" in text and "‘{card}’" not in text
    ]
    assert wrong == []


def test_dutch_rules_write_common_nouns_in_small_letters():
    """Issue 20: « Elke Familie », « Routekaart » in the middle of Dutch sentences."""
    wrong = [
        (word, text[:80])
        for (ctx, src), (forms, _) in entries("nl").items()
        if ctx.endswith("Rules")
        for text in forms
        for word in re.findall(
            r"(?<=[a-zé,;:] )(Familie|Families|Routekaart\w*|Magiekaart\w*|Kasteel|Kastelen)\b", text
        )
    ]
    assert wrong == []
    assert not any("touwladder" in forms[0] for forms, _ in entries("nl").values())
