"""cloudtable: a desktop tabletop for three cloud-themed card games."""

__version__ = "0.1.0"
