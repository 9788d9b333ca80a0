package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.regex.Pattern;

/**
 * What decided a round, kept with it in the journal and in its outcome JSON (docs/outcome-format.md,
 * "Versions"; issue #37 item 4): so recall, the export and a lab know which rules of replay and
 * which math apply to it.
 *
 * @param drawFormat the draw record's format ({@code opencab.draws/1}: what a {@code value/bound}
 *                   list means and how the bounds are chosen)
 * @param mathSha256 the SHA-256 (64 lowercase hex digits) of the game's math resource
 * @param software   the firmware version that decided the round
 */
public record RoundVersions(String drawFormat, String mathSha256, String software) {
    // Compiled once: every journal row read builds one of these (String.matches compiles per call).
    private static final Pattern DRAW_FORMAT = Pattern.compile("[a-z.]+/[0-9]+");
    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");
    private static final Pattern SOFTWARE = Pattern.compile("[A-Za-z0-9._+-]{1,64}");

    public RoundVersions {
        if (drawFormat == null || !DRAW_FORMAT.matcher(drawFormat).matches()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "draw format must look like opencab.draws/1, got '" + drawFormat + "'");
        }
        if (mathSha256 == null || !SHA256.matcher(mathSha256).matches()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "math SHA-256 must be 64 lowercase hex digits, got '" + mathSha256 + "'");
        }
        if (software == null || !SOFTWARE.matcher(software).matches()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "software version must be 1-64 of A-Z a-z 0-9 . _ + -, got '"
                + software + "'");
        }
    }

    /** One line for recall and logs: {@code draws opencab.draws/1, math f8338de0…, software 0.1.0}. */
    public String summary() {
        return "draws " + drawFormat + ", math " + mathSha256.substring(0, 8) + "…, software " + software;
    }
}
