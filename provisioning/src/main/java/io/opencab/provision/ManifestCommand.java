package io.opencab.provision;

import io.opencab.app.verify.SoftwareManifest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code provision manifest --root DIR}: writes the software manifest of an install image (run once
 * by bin/build-image after the image is assembled; docs/deploy.md).
 */
@Command(name = "manifest", mixinStandardHelpOptions = true,
        description = "Writes DIR/" + SoftwareManifest.FILE_NAME + ": the SHA-256 of every file of the install image, the"
            + " runtime directory as one tree and each game math resource (build step of bin/build-image).")
final class ManifestCommand implements Callable<Integer> {
    @ParentCommand
    ProvisionCli root;
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--root", required = true, paramLabel = "DIR", description = "The assembled install image.")
    Path dir;
    @Option(names = "--version", paramLabel = "V", defaultValue = "development", description = "Software version recorded.")
    String version;
    @Option(names = "--force", description = "Replace an existing manifest.")
    boolean force;

    @Override
    public Integer call() {
        Path file = dir.resolve(SoftwareManifest.FILE_NAME);
        if (Files.exists(file) && !force) {
            throw new ProvisionException(file + " already exists (the manifest is written once, when the image is built;"
                + " --force replaces it)");
        }
        SoftwareManifest m = SoftwareManifest.build(dir, root.clock.instant(), version);
        m.write(file);
        long math = m.components().stream().filter(c -> c.kind() == io.opencab.app.verify.Component.Kind.MATH).count();
        spec.commandLine().getOut().println("wrote " + file + ": " + m.components().size() + " components (" + math
            + " game math resources)");
        return 0;
    }
}
