(define (problem plan_trial_T00000000_000001_000207)
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
        BasketBallType - otype
        BookType - otype
        BoxType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PenType - otype
        PencilType - otype
        StatueType - otype
        Pencil_bar__plus_00_dot_68_bar__plus_00_dot_37_bar__plus_01_dot_80 - object
        Pencil_bar__plus_01_dot_86_bar__plus_01_dot_48_bar__minus_00_dot_67 - object
        Pencil_bar__plus_02_dot_84_bar__plus_00_dot_90_bar__minus_02_dot_52 - object
        BasketBall_bar__plus_01_dot_20_bar__plus_01_dot_20_bar__minus_00_dot_43 - object
        Book_bar__minus_01_dot_40_bar__plus_00_dot_01_bar__plus_01_dot_93 - object
        Book_bar__minus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_65 - object
        Box_bar__minus_01_dot_74_bar__plus_00_dot_89_bar__minus_01_dot_09 - object
        Pen_bar__plus_02_dot_47_bar__plus_00_dot_19_bar__plus_01_dot_12 - object
        Statue_bar__minus_01_dot_57_bar__plus_00_dot_30_bar__plus_01_dot_54 - object
        Statue_bar__minus_01_dot_43_bar__plus_00_dot_52_bar__minus_01_dot_32 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_6_bar_4_bar_1_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_11_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_11_bar_0_bar_30)
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 loc_bar_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType StatueType)
        (canContain ShelfType BookType)
        (canContain ShelfType BoxType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pencil_bar__plus_00_dot_68_bar__plus_00_dot_37_bar__plus_01_dot_80 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_68_bar__plus_00_dot_37_bar__plus_01_dot_80 Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Pencil_bar__plus_00_dot_68_bar__plus_00_dot_37_bar__plus_01_dot_80 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_68_bar__plus_00_dot_37_bar__plus_01_dot_80)
        (objectType Pencil_bar__plus_01_dot_86_bar__plus_01_dot_48_bar__minus_00_dot_67 PencilType)
        (inReceptacle Pencil_bar__plus_01_dot_86_bar__plus_01_dot_48_bar__minus_00_dot_67 Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75)
        (objectAtLocation Pencil_bar__plus_01_dot_86_bar__plus_01_dot_48_bar__minus_00_dot_67 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Pencil_bar__plus_01_dot_86_bar__plus_01_dot_48_bar__minus_00_dot_67)
        (objectType Pencil_bar__plus_02_dot_84_bar__plus_00_dot_90_bar__minus_02_dot_52 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_84_bar__plus_00_dot_90_bar__minus_02_dot_52 Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75)
        (objectAtLocation Pencil_bar__plus_02_dot_84_bar__plus_00_dot_90_bar__minus_02_dot_52 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Pencil_bar__plus_02_dot_84_bar__plus_00_dot_90_bar__minus_02_dot_52)
        (objectType BasketBall_bar__plus_01_dot_20_bar__plus_01_dot_20_bar__minus_00_dot_43 BasketBallType)
        (inReceptacle BasketBall_bar__plus_01_dot_20_bar__plus_01_dot_20_bar__minus_00_dot_43 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation BasketBall_bar__plus_01_dot_20_bar__plus_01_dot_20_bar__minus_00_dot_43 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable BasketBall_bar__plus_01_dot_20_bar__plus_01_dot_20_bar__minus_00_dot_43)
        (objectType Book_bar__minus_01_dot_40_bar__plus_00_dot_01_bar__plus_01_dot_93 BookType)
        (inReceptacle Book_bar__minus_01_dot_40_bar__plus_00_dot_01_bar__plus_01_dot_93 Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Book_bar__minus_01_dot_40_bar__plus_00_dot_01_bar__plus_01_dot_93 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_40_bar__plus_00_dot_01_bar__plus_01_dot_93)
        (objectType Book_bar__minus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_65 BookType)
        (inReceptacle Book_bar__minus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_65 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13)
        (objectAtLocation Book_bar__minus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable Book_bar__minus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_65)
        (objectType Box_bar__minus_01_dot_74_bar__plus_00_dot_89_bar__minus_01_dot_09 BoxType)
        (inReceptacle Box_bar__minus_01_dot_74_bar__plus_00_dot_89_bar__minus_01_dot_09 Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41)
        (objectAtLocation Box_bar__minus_01_dot_74_bar__plus_00_dot_89_bar__minus_01_dot_09 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (pickupable Box_bar__minus_01_dot_74_bar__plus_00_dot_89_bar__minus_01_dot_09)
        (isReceptacleObject Box_bar__minus_01_dot_74_bar__plus_00_dot_89_bar__minus_01_dot_09)
        (objectType Pen_bar__plus_02_dot_47_bar__plus_00_dot_19_bar__plus_01_dot_12 PenType)
        (inReceptacle Pen_bar__plus_02_dot_47_bar__plus_00_dot_19_bar__plus_01_dot_12 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (objectAtLocation Pen_bar__plus_02_dot_47_bar__plus_00_dot_19_bar__plus_01_dot_12 loc_bar_6_bar_4_bar_1_bar_30)
        (pickupable Pen_bar__plus_02_dot_47_bar__plus_00_dot_19_bar__plus_01_dot_12)
        (objectType Statue_bar__minus_01_dot_57_bar__plus_00_dot_30_bar__plus_01_dot_54 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_57_bar__plus_00_dot_30_bar__plus_01_dot_54 Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Statue_bar__minus_01_dot_57_bar__plus_00_dot_30_bar__plus_01_dot_54 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_57_bar__plus_00_dot_30_bar__plus_01_dot_54)
        (objectType Statue_bar__minus_01_dot_43_bar__plus_00_dot_52_bar__minus_01_dot_32 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_43_bar__plus_00_dot_52_bar__minus_01_dot_32 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Statue_bar__minus_01_dot_43_bar__plus_00_dot_52_bar__minus_01_dot_32 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Statue_bar__minus_01_dot_43_bar__plus_00_dot_52_bar__minus_01_dot_32)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PencilType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PencilType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
