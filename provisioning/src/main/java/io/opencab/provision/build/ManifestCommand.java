package io.opencab.provision.build;

import io.opencab.app.cli.CliCommand;
import io.opencab.app.verify.Component;
import io.opencab.app.verify.SigningKey;
import io.opencab.app.verify.SoftwareManifest;
import io.opencab.app.verify.VerificationException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code sign manifest --root DIR --key KEY}: writes the public key and the signed software manifest
 * of an install image (a step of bin/build-image; docs/deploy.md). It needs the private signing key,
 * which is never on a board, and is itself not in a board image (issue 34 item 3): nothing on a
 * board writes an image's key or manifest (regulations.md 1.8).
 */
@Command(name = "manifest", mixinStandardHelpOptions = true,
        description = "Writes DIR/" + SoftwareManifest.FILE_NAME + ", signed with the private key KEY: the SHA-256 of"
            + " every file of the install image, the runtime directory as one tree and each game math resource; puts"
            + " the public key in DIR/" + SigningKey.PUBLIC_FILE + " first (build step of bin/build-image).")
final class ManifestCommand extends CliCommand {
    @ParentCommand
    SigningCli root;

    @Option(names = "--root", required = true, paramLabel = "DIR", description = "The assembled install image.")
    Path dir;
    @Option(names = "--key", required = true, paramLabel = "KEY", description = "The private signing key"
        + " (sign keygen; the release key is used offline, docs/deploy.md \"Key ceremony\").")
    Path key;
    @Option(names = "--version", paramLabel = "V", defaultValue = "development", description = "Software version recorded.")
    String version;
    @Option(names = "--force", description = "Replace an existing manifest.")
    boolean force;

    @Override
    public Integer call() {
        Path file = dir.resolve(SoftwareManifest.FILE_NAME);
        if (Files.exists(file) && !force) {
            throw new VerificationException(file + " already exists (the manifest is written once, when the image is built;"
                + " --force replaces it)");
        }
        PrivateKey priv = ReleaseKeys.readPrivate(key);
        SigningKey pub = SigningKey.readPublic(key);
        ReleaseKeys.writePublic(dir.resolve(SigningKey.PUBLIC_FILE), pub);
        SoftwareManifest m = SoftwareManifest.build(dir, root.clock.instant(), version);
        ReleaseKeys.writeManifest(file, m, priv, pub);
        long math = m.components().stream().filter(c -> c.kind() == Component.Kind.MATH).count();
        out().println("wrote " + file + ": " + m.components().size() + " components (" + math
            + " game math resources), " + pub.describe());
        return 0;
    }
}
