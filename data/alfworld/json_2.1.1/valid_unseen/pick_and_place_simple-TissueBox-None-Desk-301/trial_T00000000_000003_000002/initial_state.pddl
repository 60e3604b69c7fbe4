(define (problem plan_trial_T00000000_000003_000002)
(:domain alfred)
(:objects
        agent1 - agent
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BasketBallType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        TissueBoxType - otype
        TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_13_bar__plus_01_dot_99 - object
        TissueBox_bar__plus_01_dot_17_bar__plus_00_dot_93_bar__plus_00_dot_01 - object
        BasketBall_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__plus_02_dot_43 - object
        CellPhone_bar__minus_00_dot_24_bar__plus_00_dot_44_bar__plus_00_dot_97 - object
        CellPhone_bar__minus_01_dot_04_bar__plus_01_dot_34_bar__minus_00_dot_59 - object
        KeyChain_bar__minus_00_dot_88_bar__plus_00_dot_98_bar__plus_01_dot_14 - object
        KeyChain_bar__minus_01_dot_18_bar__plus_01_dot_34_bar__minus_01_dot_42 - object
        Laptop_bar__minus_01_dot_81_bar__plus_00_dot_68_bar__minus_01_dot_53 - object
        Laptop_bar__plus_00_dot_35_bar__plus_00_dot_83_bar__plus_00_dot_93 - object
        Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94 - object
        Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13 - object
        Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 - receptacle
        Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 - receptacle
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_1_bar_30 - location
        loc_bar_8_bar__minus_2_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_9_bar_3_bar_30)
        (receptacleType Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 loc_bar_9_bar__minus_2_bar_2_bar_30)
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
        (receptacleType Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (canContain DeskType BasketBallType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BasketBallType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType TissueBoxType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType TissueBoxType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_13_bar__plus_01_dot_99 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_13_bar__plus_01_dot_99 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42)
        (objectAtLocation TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_13_bar__plus_01_dot_99 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_68_bar__plus_00_dot_13_bar__plus_01_dot_99)
        (objectType TissueBox_bar__plus_01_dot_17_bar__plus_00_dot_93_bar__plus_00_dot_01 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_17_bar__plus_00_dot_93_bar__plus_00_dot_01 Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__plus_01_dot_17_bar__plus_00_dot_93_bar__plus_00_dot_01 loc_bar_4_bar__minus_2_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_17_bar__plus_00_dot_93_bar__plus_00_dot_01)
        (objectType BasketBall_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__plus_02_dot_43 BasketBallType)
        (inReceptacle BasketBall_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__plus_02_dot_43 Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (objectAtLocation BasketBall_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__plus_02_dot_43 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (pickupable BasketBall_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__plus_02_dot_43)
        (objectType CellPhone_bar__minus_00_dot_24_bar__plus_00_dot_44_bar__plus_00_dot_97 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_24_bar__plus_00_dot_44_bar__plus_00_dot_97 Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (objectAtLocation CellPhone_bar__minus_00_dot_24_bar__plus_00_dot_44_bar__plus_00_dot_97 loc_bar_4_bar__minus_2_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_24_bar__plus_00_dot_44_bar__plus_00_dot_97)
        (objectType CellPhone_bar__minus_01_dot_04_bar__plus_01_dot_34_bar__minus_00_dot_59 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_04_bar__plus_01_dot_34_bar__minus_00_dot_59 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (objectAtLocation CellPhone_bar__minus_01_dot_04_bar__plus_01_dot_34_bar__minus_00_dot_59 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_04_bar__plus_01_dot_34_bar__minus_00_dot_59)
        (objectType KeyChain_bar__minus_00_dot_88_bar__plus_00_dot_98_bar__plus_01_dot_14 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_88_bar__plus_00_dot_98_bar__plus_01_dot_14 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (objectAtLocation KeyChain_bar__minus_00_dot_88_bar__plus_00_dot_98_bar__plus_01_dot_14 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_88_bar__plus_00_dot_98_bar__plus_01_dot_14)
        (objectType KeyChain_bar__minus_01_dot_18_bar__plus_01_dot_34_bar__minus_01_dot_42 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_18_bar__plus_01_dot_34_bar__minus_01_dot_42 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (objectAtLocation KeyChain_bar__minus_01_dot_18_bar__plus_01_dot_34_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_18_bar__plus_01_dot_34_bar__minus_01_dot_42)
        (objectType Laptop_bar__minus_01_dot_81_bar__plus_00_dot_68_bar__minus_01_dot_53 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_81_bar__plus_00_dot_68_bar__minus_01_dot_53 Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15)
        (objectAtLocation Laptop_bar__minus_01_dot_81_bar__plus_00_dot_68_bar__minus_01_dot_53 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (pickupable Laptop_bar__minus_01_dot_81_bar__plus_00_dot_68_bar__minus_01_dot_53)
        (objectType Laptop_bar__plus_00_dot_35_bar__plus_00_dot_83_bar__plus_00_dot_93 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_35_bar__plus_00_dot_83_bar__plus_00_dot_93 Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (objectAtLocation Laptop_bar__plus_00_dot_35_bar__plus_00_dot_83_bar__plus_00_dot_93 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (pickupable Laptop_bar__plus_00_dot_35_bar__plus_00_dot_83_bar__plus_00_dot_93)
        (objectType Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94 MugType)
        (inReceptacle Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42)
        (objectAtLocation Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (pickupable Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94)
        (cleanable Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94)
        (heatable Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94)
        (coolable Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94)
        (isReceptacleObject Mug_bar__minus_00_dot_14_bar__plus_00_dot_93_bar__minus_01_dot_94)
        (objectType Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13 MugType)
        (inReceptacle Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13 Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41)
        (objectAtLocation Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13)
        (cleanable Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13)
        (heatable Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13)
        (coolable Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13)
        (isReceptacleObject Mug_bar__plus_02_dot_42_bar__plus_00_dot_35_bar__plus_01_dot_13)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TissueBoxType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
