package io.opencab.app.headless;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.config.IoReason;
import io.opencab.app.config.PinHash;
import io.opencab.hal.gpio.Door;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A headless script (docs/headless.md): one command per line, words separated by blanks, {@code #}
 * starts a comment. The whole script is parsed before anything runs; a bad line is an error
 * naming the line, so a typo never stops a soak half-way.
 */
public final class Script {
    /** A round count above this is refused (a typo guard: 10^9 rounds is weeks of play). */
    public static final long MAX_ROUNDS = 1_000_000_000L;

    /** A whole number: ASCII digits, groups joined by single underscores. */
    private static final Pattern WHOLE = Pattern.compile("[0-9]+(_[0-9]+)*");

    /** An amount: ASCII digits, then a point and decimals if any (their count is checked apart, to say so). */
    private static final Pattern AMOUNT = Pattern.compile("[0-9]+(\\.[0-9]+)?");

    private final List<Step> steps;

    private Script(List<Step> steps) {
        this.steps = List.copyOf(steps);
    }

    public List<Step> steps() {
        return steps;
    }

    /**
     * Refuses a step that names a game this cabinet does not offer, before the cabinet starts: it was refused only when
     * played, after the store had opened and recorded a power-up (outside check, stop 50: {@code select Christmas-Tree}).
     */
    public void checkGames(java.util.Collection<String> offered) {
        for (Step step : steps) {
            String id = switch (step) {
                case Step.Select sel -> sel.gameId();
                case Step.Play play -> play.gameId();
                default -> null;
            };
            if (id != null && !offered.contains(id)) {
                throw new AppException("script line " + step.line() + ": no game '" + id + "' on this cabinet (its games: "
                    + String.join(", ", offered) + ")");
            }
        }
    }

    /** Reads and parses the script {@code file} (UTF-8, no byte-order mark: {@link ScriptFile}). */
    public static Script load(Path file) {
        return parse(ScriptFile.read(file));
    }

    /** The attendant PIN the built-in demo keys its handpays off with: the built-in configuration's (demo.script). */
    public static final String DEMO_PIN = "1111";

    /** The built-in demo: a bill, rounds of every enabled game, a cash out keyed off, the meters. */
    public static Script demo() {
        try (InputStream in = Script.class.getResourceAsStream("demo.script")) {
            if (in == null) {
                throw new AppException("the built-in demo script is missing from the firmware");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AppException("cannot read the built-in demo script: " + IoReason.of(e), e);
        }
    }

    /** Parses a whole script; throws {@link AppException} "line N: ..." at the first bad line. */
    public static Script parse(String text) {
        List<Step> steps = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            try {
                steps.add(step(i + 1, line.split("\\s+")));
            } catch (IllegalArgumentException e) {
                throw new AppException("script line " + (i + 1) + ": " + e.getMessage() + " (in '" + line + "')");
            }
        }
        return new Script(steps);
    }

    private static Step step(int n, String[] w) {
        String cmd = w[0].toLowerCase(Locale.ROOT);
        return switch (cmd) {
            case "bill" -> {
                args(w, 1, 1, "bill <amount>");
                yield new Step.Bill(n, cents(w[1]));
            }
            case "select" -> {
                args(w, 1, 1, "select <game-id>");
                yield new Step.Select(n, w[1]);
            }
            case "bet" -> {
                args(w, 1, 1, "bet <level>");
                yield new Step.Bet(n, (int) number(w[1], 1, Integer.MAX_VALUE, "bet level"));
            }
            case "spin" -> {
                args(w, 0, 1, "spin [<rounds>]");
                yield new Step.Spin(n, w.length > 1 ? number(w[1], 1, MAX_ROUNDS, "rounds") : 1);
            }
            case "play", "play-all" -> play(n, cmd.equals("play-all"), w);
            case "cashout" -> {
                args(w, 0, 0, "cashout");
                yield new Step.CashOut(n);
            }
            case "key" -> {
                args(w, 1, 1, "key on|off");
                yield new Step.Key(n, onOff(w[1]));
            }
            case "pin" -> {
                args(w, 1, 1, "pin <digits>");
                yield new Step.Pin(n, pin(w[1]));
            }
            case "handpay" -> {
                args(w, 0, 0, "handpay");
                yield new Step.Handpay(n);
            }
            case "attendant" -> {
                args(w, 1, 1, "attendant <pin>");
                yield new Step.Attendant(n, pin(w[1]));
            }
            case "auto-handpay" -> {
                args(w, 1, 1, "auto-handpay <pin>|off");
                yield new Step.AutoHandpay(n, w[1].equalsIgnoreCase("off") ? null : pin(w[1]));
            }
            case "door" -> {
                args(w, 2, 2, "door open|close <main|cash_box|logic|bill_validator>");
                boolean open = switch (w[1].toLowerCase(Locale.ROOT)) {
                    case "open" -> true;
                    case "close" -> false;
                    default -> throw new IllegalArgumentException("door takes open or close, not '" + w[1] + "'");
                };
                yield new Step.DoorStep(n, door(w[2]), open);
            }
            case "clear-tilt" -> {
                args(w, 1, 1, "clear-tilt <code>");
                yield new Step.ClearTilt(n, w[1]);
            }
            case "resolve-bill" -> {
                args(w, 1, 1, "resolve-bill stacked|returned");
                yield new Step.ResolveBill(n, switch (w[1].toLowerCase(Locale.ROOT)) {
                    case "stacked" -> true;
                    case "returned" -> false;
                    default -> throw new IllegalArgumentException("resolve-bill takes stacked or returned, not '" + w[1] + "'");
                });
            }
            case "clear-period" -> {
                args(w, 0, 0, "clear-period");
                yield new Step.ClearPeriod(n);
            }
            case "expect" -> expect(n, w);
            case "meters" -> {
                args(w, 0, 0, "meters");
                yield new Step.Meters(n);
            }
            case "audit" -> {
                args(w, 0, 0, "audit");
                yield new Step.Audit(n);
            }
            case "audit-every" -> {
                args(w, 1, 1, "audit-every <rounds>");
                yield new Step.AuditEvery(n, number(w[1], 0, MAX_ROUNDS, "rounds"));
            }
            default -> throw new IllegalArgumentException("unknown command '" + w[0] + "' (docs/headless.md lists them)");
        };
    }

    private static Step play(int n, boolean all, String[] w) {
        String usage = all ? "play-all <rounds> [level <L>] [refill <amount>]"
            : "play <game-id> <rounds> [level <L>] [refill <amount>]";
        int fixed = all ? 1 : 2;
        if (w.length - 1 < fixed) {
            throw new IllegalArgumentException("usage: " + usage);
        }
        String game = all ? null : w[1];
        long rounds = number(w[fixed], 1, MAX_ROUNDS, "rounds");
        int level = 0;
        long refill = 0;
        for (int i = fixed + 1; i < w.length; i += 2) {
            if (i + 1 >= w.length) {
                throw new IllegalArgumentException("'" + w[i] + "' needs a value; usage: " + usage);
            }
            switch (w[i].toLowerCase(Locale.ROOT)) {
                case "level" -> level = (int) number(w[i + 1], 1, Integer.MAX_VALUE, "bet level");
                case "refill" -> refill = cents(w[i + 1]);
                default -> throw new IllegalArgumentException("unknown option '" + w[i] + "'; usage: " + usage);
            }
        }
        return new Step.Play(n, game, rounds, level, refill);
    }

    private static Step expect(int n, String[] w) {
        args(w, 2, 2, "expect state <KIND> | expect credits <n> | expect tilt <REASON>");
        return switch (w[1].toLowerCase(Locale.ROOT)) {
            case "state" -> new Step.ExpectState(n, named(StateKind.class, w[2], "state"));
            case "credits" -> new Step.ExpectCredits(n, number(w[2], 0, Long.MAX_VALUE, "credits"));
            case "tilt" -> new Step.ExpectTilt(n, named(TiltReason.class, w[2], "tilt reason"));
            default -> throw new IllegalArgumentException("expect takes state, credits or tilt, not '" + w[1] + "'");
        };
    }

    private static void args(String[] w, int min, int max, String usage) {
        int given = w.length - 1;
        if (given < min || given > max) {
            throw new IllegalArgumentException("usage: " + usage);
        }
    }

    /**
     * A whole number as docs/headless.md writes it: ASCII digits, groups joined by single underscores ({@code 100_000}).
     * Not {@link Long#parseLong}: it also takes a sign and any script's digits ('２０'), and removing every '_' first
     * let '_1' and '1__0' through.
     */
    private static long number(String s, long min, long max, String what) {
        if (!WHOLE.matcher(s).matches()) {
            throw new IllegalArgumentException(what + " '" + s + "' is not a whole number (write digits: 1000 or 1_000)");
        }
        BigInteger v = new BigInteger(s.replace("_", ""));
        if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException(what + " " + v + " is outside " + min + ".." + max);
        }
        return v.longValueExact();
    }

    /**
     * A money amount in currency units with at most two decimals, in cents: ASCII digits, a point and decimals
     * ({@code 20}, {@code 5.50}). Not {@link BigDecimal#BigDecimal(String)} on the word: it took '1e1' as $10 and
     * '２０' as $20.
     */
    static long cents(String s) {
        if (!AMOUNT.matcher(s).matches()) {
            throw new IllegalArgumentException("amount '" + s + "' is not a number (write 20 or 20.00)");
        }
        BigDecimal d = new BigDecimal(s);
        if (d.signum() <= 0 || d.scale() > 2) {
            throw new IllegalArgumentException("amount '" + s + "' must be positive with at most two decimals");
        }
        try {
            return d.movePointRight(2).longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("amount '" + s + "' is too large");
        }
    }

    private static boolean onOff(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException("key takes on or off, not '" + s + "'");
        };
    }

    private static String pin(String s) {
        if (!s.matches(PinHash.PIN_PATTERN)) {
            throw new IllegalArgumentException("a PIN is 4 to 12 digits");
        }
        return s;
    }

    private static Door door(String s) {
        try {
            return Door.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no door '" + s + "' (doors: " + Arrays.toString(Door.values())
                .toLowerCase(Locale.ROOT) + ")");
        }
    }

    private static <E extends Enum<E>> E named(Class<E> type, String s, String what) {
        try {
            return Enum.valueOf(type, s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no " + what + " '" + s + "' (" + Arrays.toString(type.getEnumConstants())
                + ")");
        }
    }
}
