package io.opencab.app.verify;

import io.opencab.app.cabinet.SoftwareVerifier;
import io.opencab.app.cabinet.SoftwareVerifier.Part;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The cabinet's software check (regulations.md 1.8: before play at every boot and on demand; a
 * failure locks the cabinet up). It checks the code this JVM runs ({@link RunningCode}), found
 * from the JVM itself whatever the launcher passes: the image it runs from must carry a manifest
 * signed with the release key whose components match, every jar and the runtime in use must be
 * files of that image the manifest lists.
 * <p>
 * Not running from an image (a development build: {@code bin/run}, tests) is allowed only with
 * simulated devices, and is reported as {@link #DEVELOPMENT_MODE} (not a pass of a check) at
 * every boot; with any real device it is a failure, as is software signed by a test key.
 */
public final class ManifestVerifier implements SoftwareVerifier {
    /** System property naming the install root; only {@code provision verify}'s default root. */
    public static final String HOME_PROPERTY = "opencab.home";
    /** How the event log, the log and the screen start when nothing was verified. */
    public static final String DEVELOPMENT_MODE = "DEVELOPMENT MODE: software NOT verified";

    private final RunningCode code;
    private final boolean realDevices;

    /**
     * @param code        the code running
     * @param realDevices whether any device is real (then unverified software is never allowed)
     */
    public ManifestVerifier(RunningCode code, boolean realDevices) {
        this.code = Objects.requireNonNull(code, "code");
        this.realDevices = realDevices;
    }

    /** The verifier for this JVM and configuration. */
    public static SoftwareVerifier forThisJvm(HalConfig hal, List<Class<?>> anchors) {
        return new ManifestVerifier(RunningCode.current(anchors, System.getenv()), realDevices(hal));
    }

    /** True when any device is real: the GPIO (buttons, doors, key, lamps) or the bill validator. */
    public static boolean realDevices(HalConfig hal) {
        return hal.gpio() == DeviceMode.REAL || hal.billValidator() == DeviceMode.REAL;
    }

    @Override
    public Result verify() {
        return check(Optional.empty());
    }

    @Override
    public Result verify(byte[] seed) {
        return check(Optional.of(seed));
    }

    /**
     * LP 21 over the install image; in the development mode (no image) there is nothing signed to sign, and the
     * host gets no answer (docs/sas.md). A manifest that does not verify gives none either: the boot check has
     * locked the cabinet up already.
     */
    @Override
    public boolean signsRom() {
        return code.installRoot().isPresent();
    }

    @Override
    public java.util.OptionalInt romSignature(int seed) {
        Optional<Path> root = code.installRoot();
        if (root.isEmpty()) {
            return java.util.OptionalInt.empty();
        }
        try {
            return java.util.OptionalInt.of(SoftwareCheck.romSignature(root.get(), seed));
        } catch (VerificationException e) {
            return java.util.OptionalInt.empty();
        }
    }

    private Result check(Optional<byte[]> seed) {
        Optional<Path> root = code.installRoot();
        if (root.isEmpty()) {
            String why = "the cabinet's code " + code.cabinetCode() + " is not an install image's "
                + RunningCode.CABINET_JAR + ", so there is no signed manifest to check it against";
            if (realDevices) {
                return new Result(false, true, why + "; real devices are configured: only the development mode with"
                    + " simulated devices may run unverified software");
            }
            return new Result(true, false, DEVELOPMENT_MODE + " (simulated devices only): " + why);
        }
        try {
            VerificationReport r = SoftwareCheck.run(root.get(), seed);
            List<String> uncovered = code.uncovered(root.get(), r.manifest());
            boolean testKey = r.signer().purpose() == SigningKey.Purpose.TEST;
            StringBuilder d = new StringBuilder(r.summary());
            if (!uncovered.isEmpty()) {
                d.append("; running code the manifest does not cover: ").append(String.join(", ", uncovered));
            }
            if (testKey && realDevices) {
                d.append("; the manifest is signed by a TEST key and real devices are configured: a cabinet on a floor"
                    + " runs only software signed by a release key");
            }
            List<String> hmacs = seed.isEmpty() ? List.of() : r.lines().stream().map(l -> l.component().kind().label()
                + " " + l.component().name() + " hmac-sha1 " + (l.hmacSha1() == null ? "-" : l.hmacSha1())).toList();
            return new Result(r.passed() && uncovered.isEmpty() && !(testKey && realDevices), true, d.toString(), hmacs,
                parts(r, uncovered), r.took().toMillis());
        } catch (VerificationException e) {
            return new Result(false, true, e.getMessage());
        } catch (RuntimeException e) {
            return new Result(false, true, "software check of " + root.get() + " failed: " + e);
        }
    }

    /** Each manifest component, then each file or running jar the manifest does not list (each a failure). */
    static List<Part> parts(VerificationReport r, List<String> uncovered) {
        List<Part> out = new ArrayList<>();
        for (VerificationReport.Line l : r.lines()) {
            String found = switch (l.status()) {
                case OK, MISMATCH -> l.sha256();
                case MISSING -> "missing";
                case UNREADABLE -> "unreadable: " + l.problem();
            };
            out.add(new Part(l.component().kind().label() + " " + l.component().name(), l.component().sha256(), found,
                l.hmacSha1(), l.status() == VerificationReport.Status.OK));
        }
        for (String f : r.unexpected()) {
            out.add(new Part("file " + f, "not in the manifest", "installed", null, false));
        }
        for (String c : uncovered) {
            out.add(new Part("running " + c, "not in the manifest", "running", null, false));
        }
        return out;
    }
}
