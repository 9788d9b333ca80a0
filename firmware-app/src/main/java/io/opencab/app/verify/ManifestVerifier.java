package io.opencab.app.verify;

import io.opencab.app.cabinet.SoftwareVerifier;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The cabinet's software check (regulations.md 1.8: at boot and on demand; a failure locks the
 * cabinet up): {@link SoftwareCheck} of the install root against its manifest. An installed
 * cabinet is started by its launcher with {@code -Dopencab.home=<install root>}
 * (docs/deploy.md); without that property (a development build) there is nothing to verify and
 * {@link #forInstallation} says so explicitly. With it, a missing or damaged manifest fails.
 */
public final class ManifestVerifier implements SoftwareVerifier {
    /** System property naming the install root; set by the image's launchers. */
    public static final String HOME_PROPERTY = "opencab.home";

    private final Path root;

    public ManifestVerifier(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** The verifier for this JVM: the install named by {@code -Dopencab.home}, else NOT_CONFIGURED. */
    public static SoftwareVerifier forInstallation() {
        return forInstallation(Optional.ofNullable(System.getProperty(HOME_PROPERTY)));
    }

    static SoftwareVerifier forInstallation(Optional<String> home) {
        return home.filter(h -> !h.isBlank()).<SoftwareVerifier>map(h -> new ManifestVerifier(Path.of(h)))
            .orElse(SoftwareVerifier.NOT_CONFIGURED);
    }

    public Path root() {
        return root;
    }

    @Override
    public Result verify() {
        try {
            VerificationReport r = SoftwareCheck.run(root, Optional.empty());
            return new Result(r.passed(), true, r.summary());
        } catch (VerificationException e) {
            return new Result(false, true, e.getMessage());
        } catch (RuntimeException e) {
            return new Result(false, true, "software check of " + root + " failed: " + e);
        }
    }
}
