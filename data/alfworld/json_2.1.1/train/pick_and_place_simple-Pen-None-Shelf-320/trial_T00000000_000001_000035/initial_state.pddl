(define (problem plan_trial_T00000000_000001_000035)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BasketBallType - otype
        BookType - otype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        PillowType - otype
        Pen_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_01_dot_94 - object
        Pen_bar__minus_02_dot_82_bar__plus_00_dot_65_bar__plus_00_dot_30 - object
        BasketBall_bar__minus_02_dot_04_bar__plus_01_dot_27_bar__plus_01_dot_55 - object
        BasketBall_bar__minus_00_dot_38_bar__plus_00_dot_05_bar__minus_00_dot_46 - object
        Book_bar__minus_00_dot_40_bar__plus_00_dot_91_bar__minus_01_dot_72 - object
        KeyChain_bar__minus_00_dot_19_bar__plus_00_dot_15_bar__plus_00_dot_13 - object
        KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_79_bar__minus_01_dot_69 - object
        Laptop_bar__minus_02_dot_38_bar__plus_00_dot_71_bar__plus_01_dot_48 - object
        Pillow_bar__minus_01_dot_60_bar__plus_00_dot_11_bar__minus_01_dot_48 - object
        Pillow_bar__plus_01_dot_16_bar__plus_00_dot_89_bar__minus_02_dot_90 - object
        Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 - receptacle
        Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 - receptacle
        Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 - receptacle
        Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 - receptacle
        Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51 - receptacle
        Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 - receptacle
        loc_bar_1_bar__minus_6_bar_0_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_6_bar_0_bar_30)
        (receptacleType Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 BedType)
        (receptacleAtLocation Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (receptacleType Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 DeskType)
        (receptacleAtLocation Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain ShelfType BookType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pen_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_01_dot_94 PenType)
        (inReceptacle Pen_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_01_dot_94 Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Pen_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_01_dot_94 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Pen_bar__minus_00_dot_85_bar__plus_01_dot_24_bar__minus_01_dot_94)
        (objectType Pen_bar__minus_02_dot_82_bar__plus_00_dot_65_bar__plus_00_dot_30 PenType)
        (inReceptacle Pen_bar__minus_02_dot_82_bar__plus_00_dot_65_bar__plus_00_dot_30 Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Pen_bar__minus_02_dot_82_bar__plus_00_dot_65_bar__plus_00_dot_30 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Pen_bar__minus_02_dot_82_bar__plus_00_dot_65_bar__plus_00_dot_30)
        (objectType BasketBall_bar__minus_02_dot_04_bar__plus_01_dot_27_bar__plus_01_dot_55 BasketBallType)
        (inReceptacle BasketBall_bar__minus_02_dot_04_bar__plus_01_dot_27_bar__plus_01_dot_55 Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation BasketBall_bar__minus_02_dot_04_bar__plus_01_dot_27_bar__plus_01_dot_55 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable BasketBall_bar__minus_02_dot_04_bar__plus_01_dot_27_bar__plus_01_dot_55)
        (objectType BasketBall_bar__minus_00_dot_38_bar__plus_00_dot_05_bar__minus_00_dot_46 BasketBallType)
        (inReceptacle BasketBall_bar__minus_00_dot_38_bar__plus_00_dot_05_bar__minus_00_dot_46 Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69)
        (objectAtLocation BasketBall_bar__minus_00_dot_38_bar__plus_00_dot_05_bar__minus_00_dot_46 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable BasketBall_bar__minus_00_dot_38_bar__plus_00_dot_05_bar__minus_00_dot_46)
        (objectType Book_bar__minus_00_dot_40_bar__plus_00_dot_91_bar__minus_01_dot_72 BookType)
        (inReceptacle Book_bar__minus_00_dot_40_bar__plus_00_dot_91_bar__minus_01_dot_72 Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69)
        (objectAtLocation Book_bar__minus_00_dot_40_bar__plus_00_dot_91_bar__minus_01_dot_72 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Book_bar__minus_00_dot_40_bar__plus_00_dot_91_bar__minus_01_dot_72)
        (objectType KeyChain_bar__minus_00_dot_19_bar__plus_00_dot_15_bar__plus_00_dot_13 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_19_bar__plus_00_dot_15_bar__plus_00_dot_13 Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71)
        (objectAtLocation KeyChain_bar__minus_00_dot_19_bar__plus_00_dot_15_bar__plus_00_dot_13 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_19_bar__plus_00_dot_15_bar__plus_00_dot_13)
        (objectType KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_79_bar__minus_01_dot_69 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_79_bar__minus_01_dot_69 Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_79_bar__minus_01_dot_69 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_68_bar__plus_00_dot_79_bar__minus_01_dot_69)
        (objectType Laptop_bar__minus_02_dot_38_bar__plus_00_dot_71_bar__plus_01_dot_48 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_38_bar__plus_00_dot_71_bar__plus_01_dot_48 Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Laptop_bar__minus_02_dot_38_bar__plus_00_dot_71_bar__plus_01_dot_48 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_38_bar__plus_00_dot_71_bar__plus_01_dot_48)
        (objectType Pillow_bar__minus_01_dot_60_bar__plus_00_dot_11_bar__minus_01_dot_48 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_60_bar__plus_00_dot_11_bar__minus_01_dot_48 Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69)
        (objectAtLocation Pillow_bar__minus_01_dot_60_bar__plus_00_dot_11_bar__minus_01_dot_48 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Pillow_bar__minus_01_dot_60_bar__plus_00_dot_11_bar__minus_01_dot_48)
        (objectType Pillow_bar__plus_01_dot_16_bar__plus_00_dot_89_bar__minus_02_dot_90 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_16_bar__plus_00_dot_89_bar__minus_02_dot_90 Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69)
        (objectAtLocation Pillow_bar__plus_01_dot_16_bar__plus_00_dot_89_bar__minus_02_dot_90 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Pillow_bar__plus_01_dot_16_bar__plus_00_dot_89_bar__minus_02_dot_90)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PenType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
