(define (problem plan_trial_T00000000_000001_000019)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BookType - otype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        Book_bar__minus_02_dot_63_bar__plus_00_dot_10_bar__plus_00_dot_33 - object
        Book_bar__plus_00_dot_93_bar__plus_01_dot_28_bar__minus_00_dot_69 - object
        Book_bar__plus_00_dot_82_bar__plus_01_dot_38_bar__minus_00_dot_15 - object
        Box_bar__minus_02_dot_94_bar__plus_00_dot_47_bar__minus_00_dot_19 - object
        CellPhone_bar__minus_01_dot_79_bar__plus_01_dot_32_bar__minus_01_dot_53 - object
        Laptop_bar__plus_01_dot_97_bar__plus_01_dot_42_bar__minus_00_dot_72 - object
        Pen_bar__plus_01_dot_63_bar__plus_00_dot_03_bar__plus_02_dot_12 - object
        Pen_bar__minus_02_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_22 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain ShelfType BookType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Book_bar__minus_02_dot_63_bar__plus_00_dot_10_bar__plus_00_dot_33 BookType)
        (inReceptacle Book_bar__minus_02_dot_63_bar__plus_00_dot_10_bar__plus_00_dot_33 Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Book_bar__minus_02_dot_63_bar__plus_00_dot_10_bar__plus_00_dot_33 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Book_bar__minus_02_dot_63_bar__plus_00_dot_10_bar__plus_00_dot_33)
        (objectType Book_bar__plus_00_dot_93_bar__plus_01_dot_28_bar__minus_00_dot_69 BookType)
        (inReceptacle Book_bar__plus_00_dot_93_bar__plus_01_dot_28_bar__minus_00_dot_69 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Book_bar__plus_00_dot_93_bar__plus_01_dot_28_bar__minus_00_dot_69 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Book_bar__plus_00_dot_93_bar__plus_01_dot_28_bar__minus_00_dot_69)
        (objectType Book_bar__plus_00_dot_82_bar__plus_01_dot_38_bar__minus_00_dot_15 BookType)
        (inReceptacle Book_bar__plus_00_dot_82_bar__plus_01_dot_38_bar__minus_00_dot_15 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (objectAtLocation Book_bar__plus_00_dot_82_bar__plus_01_dot_38_bar__minus_00_dot_15 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (pickupable Book_bar__plus_00_dot_82_bar__plus_01_dot_38_bar__minus_00_dot_15)
        (objectType Box_bar__minus_02_dot_94_bar__plus_00_dot_47_bar__minus_00_dot_19 BoxType)
        (inReceptacle Box_bar__minus_02_dot_94_bar__plus_00_dot_47_bar__minus_00_dot_19 Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75)
        (objectAtLocation Box_bar__minus_02_dot_94_bar__plus_00_dot_47_bar__minus_00_dot_19 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Box_bar__minus_02_dot_94_bar__plus_00_dot_47_bar__minus_00_dot_19)
        (isReceptacleObject Box_bar__minus_02_dot_94_bar__plus_00_dot_47_bar__minus_00_dot_19)
        (objectType CellPhone_bar__minus_01_dot_79_bar__plus_01_dot_32_bar__minus_01_dot_53 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_79_bar__plus_01_dot_32_bar__minus_01_dot_53 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (objectAtLocation CellPhone_bar__minus_01_dot_79_bar__plus_01_dot_32_bar__minus_01_dot_53 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_79_bar__plus_01_dot_32_bar__minus_01_dot_53)
        (objectType Laptop_bar__plus_01_dot_97_bar__plus_01_dot_42_bar__minus_00_dot_72 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_97_bar__plus_01_dot_42_bar__minus_00_dot_72 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation Laptop_bar__plus_01_dot_97_bar__plus_01_dot_42_bar__minus_00_dot_72 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable Laptop_bar__plus_01_dot_97_bar__plus_01_dot_42_bar__minus_00_dot_72)
        (objectType Pen_bar__plus_01_dot_63_bar__plus_00_dot_03_bar__plus_02_dot_12 PenType)
        (inReceptacle Pen_bar__plus_01_dot_63_bar__plus_00_dot_03_bar__plus_02_dot_12 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Pen_bar__plus_01_dot_63_bar__plus_00_dot_03_bar__plus_02_dot_12 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Pen_bar__plus_01_dot_63_bar__plus_00_dot_03_bar__plus_02_dot_12)
        (objectType Pen_bar__minus_02_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_22 PenType)
        (inReceptacle Pen_bar__minus_02_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_22 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Pen_bar__minus_02_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_22 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Pen_bar__minus_02_dot_56_bar__plus_00_dot_86_bar__plus_01_dot_22)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BookType)
                            (receptacleType ?r DresserType)
                        )
                    )
                )
            )
        )
    )
