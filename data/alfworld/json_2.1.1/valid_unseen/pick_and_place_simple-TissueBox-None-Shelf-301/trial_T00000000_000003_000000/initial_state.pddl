(define (problem plan_trial_T00000000_000003_000000)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        KnifeType - otype
        PenType - otype
        TissueBoxType - otype
        TissueBox_bar__minus_01_dot_70_bar__plus_01_dot_18_bar__minus_00_dot_29 - object
        TissueBox_bar__minus_01_dot_14_bar__plus_00_dot_53_bar__minus_00_dot_55 - object
        TissueBox_bar__minus_02_dot_29_bar__plus_00_dot_46_bar__plus_01_dot_08 - object
        Book_bar__minus_02_dot_56_bar__plus_00_dot_72_bar__plus_01_dot_11 - object
        CD_bar__minus_01_dot_45_bar__plus_01_dot_43_bar__plus_02_dot_37 - object
        CellPhone_bar__minus_00_dot_38_bar__plus_00_dot_49_bar__minus_02_dot_31 - object
        CellPhone_bar__plus_00_dot_92_bar__plus_00_dot_24_bar__plus_00_dot_48 - object
        Pen_bar__plus_01_dot_92_bar__plus_01_dot_15_bar__minus_00_dot_72 - object
        Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 - receptacle
        Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        loc_bar_10_bar__minus_2_bar_2_bar_0 - location
        loc_bar_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar_30 - location
        loc_bar_4_bar__minus_2_bar_1_bar_30 - location
        loc_bar_7_bar_7_bar_1_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_8_bar__minus_2_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_2_bar_0 - location
        loc_bar_8_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_7_bar_1_bar_30)
        (receptacleType Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 loc_bar_3_bar_5_bar_3_bar_30)
        (receptacleType Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_4_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (receptacleType Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 DresserType)
        (receptacleAtLocation Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_0)
        (receptacleType Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_10_bar__minus_2_bar_2_bar_0)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType PenType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType PenType)
        (canContain DresserType TissueBoxType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType PenType)
        (canContain ShelfType TissueBoxType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType TissueBox_bar__minus_01_dot_70_bar__plus_01_dot_18_bar__minus_00_dot_29 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_70_bar__plus_01_dot_18_bar__minus_00_dot_29 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__minus_01_dot_70_bar__plus_01_dot_18_bar__minus_00_dot_29 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_70_bar__plus_01_dot_18_bar__minus_00_dot_29)
        (objectType TissueBox_bar__minus_01_dot_14_bar__plus_00_dot_53_bar__minus_00_dot_55 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_14_bar__plus_00_dot_53_bar__minus_00_dot_55 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__minus_01_dot_14_bar__plus_00_dot_53_bar__minus_00_dot_55 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_14_bar__plus_00_dot_53_bar__minus_00_dot_55)
        (objectType TissueBox_bar__minus_02_dot_29_bar__plus_00_dot_46_bar__plus_01_dot_08 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_29_bar__plus_00_dot_46_bar__plus_01_dot_08 Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__minus_02_dot_29_bar__plus_00_dot_46_bar__plus_01_dot_08 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_02_dot_29_bar__plus_00_dot_46_bar__plus_01_dot_08)
        (objectType Book_bar__minus_02_dot_56_bar__plus_00_dot_72_bar__plus_01_dot_11 BookType)
        (inReceptacle Book_bar__minus_02_dot_56_bar__plus_00_dot_72_bar__plus_01_dot_11 Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (objectAtLocation Book_bar__minus_02_dot_56_bar__plus_00_dot_72_bar__plus_01_dot_11 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (pickupable Book_bar__minus_02_dot_56_bar__plus_00_dot_72_bar__plus_01_dot_11)
        (objectType CD_bar__minus_01_dot_45_bar__plus_01_dot_43_bar__plus_02_dot_37 CDType)
        (inReceptacle CD_bar__minus_01_dot_45_bar__plus_01_dot_43_bar__plus_02_dot_37 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (objectAtLocation CD_bar__minus_01_dot_45_bar__plus_01_dot_43_bar__plus_02_dot_37 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (pickupable CD_bar__minus_01_dot_45_bar__plus_01_dot_43_bar__plus_02_dot_37)
        (objectType CellPhone_bar__minus_00_dot_38_bar__plus_00_dot_49_bar__minus_02_dot_31 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_38_bar__plus_00_dot_49_bar__minus_02_dot_31 Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (objectAtLocation CellPhone_bar__minus_00_dot_38_bar__plus_00_dot_49_bar__minus_02_dot_31 loc_bar_4_bar__minus_2_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_38_bar__plus_00_dot_49_bar__minus_02_dot_31)
        (objectType CellPhone_bar__plus_00_dot_92_bar__plus_00_dot_24_bar__plus_00_dot_48 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_92_bar__plus_00_dot_24_bar__plus_00_dot_48 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42)
        (objectAtLocation CellPhone_bar__plus_00_dot_92_bar__plus_00_dot_24_bar__plus_00_dot_48 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_92_bar__plus_00_dot_24_bar__plus_00_dot_48)
        (objectType Pen_bar__plus_01_dot_92_bar__plus_01_dot_15_bar__minus_00_dot_72 PenType)
        (inReceptacle Pen_bar__plus_01_dot_92_bar__plus_01_dot_15_bar__minus_00_dot_72 Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42)
        (objectAtLocation Pen_bar__plus_01_dot_92_bar__plus_01_dot_15_bar__minus_00_dot_72 loc_bar_8_bar__minus_3_bar_2_bar_0)
        (pickupable Pen_bar__plus_01_dot_92_bar__plus_01_dot_15_bar__minus_00_dot_72)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TissueBoxType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
