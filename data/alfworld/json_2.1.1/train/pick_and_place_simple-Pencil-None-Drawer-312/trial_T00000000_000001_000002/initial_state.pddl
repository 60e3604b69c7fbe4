(define (problem plan_trial_T00000000_000001_000002)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BasketBallType - otype
        ButterKnifeType - otype
        CDType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PencilType - otype
        PillowType - otype
        Pencil_bar__minus_02_dot_28_bar__plus_00_dot_28_bar__plus_01_dot_17 - object
        AlarmClock_bar__minus_02_dot_31_bar__plus_00_dot_68_bar__minus_00_dot_37 - object
        AlarmClock_bar__minus_02_dot_80_bar__plus_01_dot_27_bar__plus_00_dot_46 - object
        BasketBall_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_53 - object
        CD_bar__minus_01_dot_31_bar__plus_00_dot_74_bar__plus_00_dot_62 - object
        KeyChain_bar__plus_01_dot_44_bar__plus_00_dot_38_bar__plus_01_dot_13 - object
        KeyChain_bar__plus_01_dot_40_bar__plus_00_dot_68_bar__plus_01_dot_07 - object
        Laptop_bar__plus_02_dot_61_bar__plus_00_dot_41_bar__plus_01_dot_61 - object
        Laptop_bar__minus_00_dot_16_bar__plus_00_dot_81_bar__plus_02_dot_30 - object
        Pillow_bar__minus_01_dot_40_bar__plus_00_dot_55_bar__plus_00_dot_86 - object
        Pillow_bar__plus_01_dot_62_bar__plus_00_dot_61_bar__minus_01_dot_14 - object
        Bed_bar__minus_00_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_92 - receptacle
        Desk_bar__plus_02_dot_24_bar_00_dot_00_bar__minus_01_dot_58 - receptacle
        Drawer_bar__plus_00_dot_15_bar__plus_00_dot_20_bar__minus_01_dot_64 - receptacle
        Drawer_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64 - receptacle
        Shelf_bar__plus_01_dot_56_bar__plus_00_dot_06_bar__minus_01_dot_34 - receptacle
        Shelf_bar__plus_01_dot_56_bar__plus_00_dot_30_bar__minus_01_dot_34 - receptacle
        Shelf_bar__plus_01_dot_60_bar__plus_00_dot_77_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_02_dot_24_bar__plus_00_dot_77_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_02_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_68 - receptacle
        SideTable_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64 - receptacle
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_1_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_5_bar__minus_3_bar_3_bar_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar_8_bar__minus_2_bar_2_bar_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar_0 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar_0_bar_1_bar_30)
        (receptacleType Bed_bar__minus_00_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_92 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_92 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Desk_bar__plus_02_dot_24_bar_00_dot_00_bar__minus_01_dot_58 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_24_bar_00_dot_00_bar__minus_01_dot_58 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_15_bar__plus_00_dot_20_bar__minus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_15_bar__plus_00_dot_20_bar__minus_01_dot_64 loc_bar_5_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_15_bar__plus_00_dot_20_bar__minus_01_dot_64)
        (receptacleType Drawer_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64)
        (receptacleType Shelf_bar__plus_01_dot_56_bar__plus_00_dot_06_bar__minus_01_dot_34 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_56_bar__plus_00_dot_06_bar__minus_01_dot_34 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_56_bar__plus_00_dot_30_bar__minus_01_dot_34 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_56_bar__plus_00_dot_30_bar__minus_01_dot_34 loc_bar_8_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_60_bar__plus_00_dot_77_bar__minus_01_dot_68 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_60_bar__plus_00_dot_77_bar__minus_01_dot_68 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_24_bar__plus_00_dot_77_bar__minus_01_dot_68 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_24_bar__plus_00_dot_77_bar__minus_01_dot_68 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_68 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_68 loc_bar_9_bar__minus_2_bar_2_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64 loc_bar_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PencilType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pencil_bar__minus_02_dot_28_bar__plus_00_dot_28_bar__plus_01_dot_17 PencilType)
        (inReceptacle Pencil_bar__minus_02_dot_28_bar__plus_00_dot_28_bar__plus_01_dot_17 Shelf_bar__plus_01_dot_56_bar__plus_00_dot_06_bar__minus_01_dot_34)
        (objectAtLocation Pencil_bar__minus_02_dot_28_bar__plus_00_dot_28_bar__plus_01_dot_17 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (pickupable Pencil_bar__minus_02_dot_28_bar__plus_00_dot_28_bar__plus_01_dot_17)
        (objectType AlarmClock_bar__minus_02_dot_31_bar__plus_00_dot_68_bar__minus_00_dot_37 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_31_bar__plus_00_dot_68_bar__minus_00_dot_37 Shelf_bar__plus_01_dot_60_bar__plus_00_dot_77_bar__minus_01_dot_68)
        (objectAtLocation AlarmClock_bar__minus_02_dot_31_bar__plus_00_dot_68_bar__minus_00_dot_37 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_31_bar__plus_00_dot_68_bar__minus_00_dot_37)
        (objectType AlarmClock_bar__minus_02_dot_80_bar__plus_01_dot_27_bar__plus_00_dot_46 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_80_bar__plus_01_dot_27_bar__plus_00_dot_46 Shelf_bar__plus_01_dot_60_bar__plus_00_dot_77_bar__minus_01_dot_68)
        (objectAtLocation AlarmClock_bar__minus_02_dot_80_bar__plus_01_dot_27_bar__plus_00_dot_46 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_80_bar__plus_01_dot_27_bar__plus_00_dot_46)
        (objectType BasketBall_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_53 BasketBallType)
        (inReceptacle BasketBall_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_53 Desk_bar__plus_02_dot_24_bar_00_dot_00_bar__minus_01_dot_58)
        (objectAtLocation BasketBall_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_53 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (pickupable BasketBall_bar__plus_00_dot_72_bar__plus_00_dot_59_bar__plus_00_dot_53)
        (objectType CD_bar__minus_01_dot_31_bar__plus_00_dot_74_bar__plus_00_dot_62 CDType)
        (inReceptacle CD_bar__minus_01_dot_31_bar__plus_00_dot_74_bar__plus_00_dot_62 SideTable_bar__plus_00_dot_15_bar__plus_00_dot_45_bar__minus_01_dot_64)
        (objectAtLocation CD_bar__minus_01_dot_31_bar__plus_00_dot_74_bar__plus_00_dot_62 loc_bar_2_bar__minus_4_bar_2_bar_30)
        (pickupable CD_bar__minus_01_dot_31_bar__plus_00_dot_74_bar__plus_00_dot_62)
        (objectType KeyChain_bar__plus_01_dot_44_bar__plus_00_dot_38_bar__plus_01_dot_13 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_44_bar__plus_00_dot_38_bar__plus_01_dot_13 Desk_bar__plus_02_dot_24_bar_00_dot_00_bar__minus_01_dot_58)
        (objectAtLocation KeyChain_bar__plus_01_dot_44_bar__plus_00_dot_38_bar__plus_01_dot_13 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_44_bar__plus_00_dot_38_bar__plus_01_dot_13)
        (objectType KeyChain_bar__plus_01_dot_40_bar__plus_00_dot_68_bar__plus_01_dot_07 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_40_bar__plus_00_dot_68_bar__plus_01_dot_07 Shelf_bar__plus_01_dot_56_bar__plus_00_dot_30_bar__minus_01_dot_34)
        (objectAtLocation KeyChain_bar__plus_01_dot_40_bar__plus_00_dot_68_bar__plus_01_dot_07 loc_bar_8_bar__minus_2_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_40_bar__plus_00_dot_68_bar__plus_01_dot_07)
        (objectType Laptop_bar__plus_02_dot_61_bar__plus_00_dot_41_bar__plus_01_dot_61 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_61_bar__plus_00_dot_41_bar__plus_01_dot_61 Desk_bar__plus_02_dot_24_bar_00_dot_00_bar__minus_01_dot_58)
        (objectAtLocation Laptop_bar__plus_02_dot_61_bar__plus_00_dot_41_bar__plus_01_dot_61 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (pickupable Laptop_bar__plus_02_dot_61_bar__plus_00_dot_41_bar__plus_01_dot_61)
        (objectType Laptop_bar__minus_00_dot_16_bar__plus_00_dot_81_bar__plus_02_dot_30 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_16_bar__plus_00_dot_81_bar__plus_02_dot_30 Bed_bar__minus_00_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_92)
        (objectAtLocation Laptop_bar__minus_00_dot_16_bar__plus_00_dot_81_bar__plus_02_dot_30 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_16_bar__plus_00_dot_81_bar__plus_02_dot_30)
        (objectType Pillow_bar__minus_01_dot_40_bar__plus_00_dot_55_bar__plus_00_dot_86 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_40_bar__plus_00_dot_55_bar__plus_00_dot_86 Bed_bar__minus_00_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_92)
        (objectAtLocation Pillow_bar__minus_01_dot_40_bar__plus_00_dot_55_bar__plus_00_dot_86 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_40_bar__plus_00_dot_55_bar__plus_00_dot_86)
        (objectType Pillow_bar__plus_01_dot_62_bar__plus_00_dot_61_bar__minus_01_dot_14 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_62_bar__plus_00_dot_61_bar__minus_01_dot_14 Bed_bar__minus_00_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_92)
        (objectAtLocation Pillow_bar__plus_01_dot_62_bar__plus_00_dot_61_bar__minus_01_dot_14 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_62_bar__plus_00_dot_61_bar__minus_01_dot_14)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PencilType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
