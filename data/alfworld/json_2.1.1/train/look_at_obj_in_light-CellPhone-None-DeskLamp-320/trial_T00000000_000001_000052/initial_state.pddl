(define (problem plan_trial_T00000000_000001_000052)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BasketBallType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        TennisRacketType - otype
        DeskLamp_bar__plus_01_dot_69_bar__plus_00_dot_56_bar__plus_00_dot_11 - object
        CellPhone_bar__minus_02_dot_28_bar__plus_01_dot_13_bar__plus_01_dot_64 - object
        CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_87_bar__plus_02_dot_16 - object
        CellPhone_bar__plus_00_dot_35_bar__plus_00_dot_93_bar__minus_01_dot_82 - object
        AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_42_bar__minus_01_dot_73 - object
        BasketBall_bar__minus_02_dot_90_bar__plus_00_dot_92_bar__plus_00_dot_42 - object
        KeyChain_bar__plus_00_dot_30_bar__plus_00_dot_58_bar__plus_00_dot_91 - object
        KeyChain_bar__minus_02_dot_22_bar__plus_00_dot_34_bar__minus_02_dot_19 - object
        Laptop_bar__minus_02_dot_21_bar__plus_01_dot_05_bar__minus_00_dot_59 - object
        Laptop_bar__minus_01_dot_65_bar__plus_00_dot_25_bar__minus_01_dot_85 - object
        Pen_bar__minus_00_dot_92_bar__plus_00_dot_37_bar__minus_02_dot_60 - object
        Pencil_bar__minus_00_dot_94_bar__plus_01_dot_18_bar__plus_02_dot_51 - object
        Pencil_bar__plus_00_dot_09_bar__plus_00_dot_36_bar__plus_00_dot_07 - object
        TennisRacket_bar__minus_00_dot_15_bar__plus_00_dot_91_bar__plus_00_dot_68 - object
        Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 - receptacle
        Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 - receptacle
        Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 - receptacle
        Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 - receptacle
        Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51 - receptacle
        Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 - receptacle
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar_0_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_0_bar_1_bar_30)
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
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType TennisRacketType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_01_dot_69_bar__plus_00_dot_56_bar__plus_00_dot_11 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_69_bar__plus_00_dot_56_bar__plus_00_dot_11 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51)
        (objectAtLocation DeskLamp_bar__plus_01_dot_69_bar__plus_00_dot_56_bar__plus_00_dot_11 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_69_bar__plus_00_dot_56_bar__plus_00_dot_11)
        (objectType CellPhone_bar__minus_02_dot_28_bar__plus_01_dot_13_bar__plus_01_dot_64 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_28_bar__plus_01_dot_13_bar__plus_01_dot_64 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51)
        (objectAtLocation CellPhone_bar__minus_02_dot_28_bar__plus_01_dot_13_bar__plus_01_dot_64 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_28_bar__plus_01_dot_13_bar__plus_01_dot_64)
        (objectType CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_87_bar__plus_02_dot_16 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_87_bar__plus_02_dot_16 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51)
        (objectAtLocation CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_87_bar__plus_02_dot_16 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_87_bar__plus_02_dot_16)
        (objectType CellPhone_bar__plus_00_dot_35_bar__plus_00_dot_93_bar__minus_01_dot_82 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_35_bar__plus_00_dot_93_bar__minus_01_dot_82 Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71)
        (objectAtLocation CellPhone_bar__plus_00_dot_35_bar__plus_00_dot_93_bar__minus_01_dot_82 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_35_bar__plus_00_dot_93_bar__minus_01_dot_82)
        (objectType AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_42_bar__minus_01_dot_73 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_42_bar__minus_01_dot_73 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51)
        (objectAtLocation AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_42_bar__minus_01_dot_73 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_42_bar__minus_01_dot_73)
        (objectType BasketBall_bar__minus_02_dot_90_bar__plus_00_dot_92_bar__plus_00_dot_42 BasketBallType)
        (inReceptacle BasketBall_bar__minus_02_dot_90_bar__plus_00_dot_92_bar__plus_00_dot_42 Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11)
        (objectAtLocation BasketBall_bar__minus_02_dot_90_bar__plus_00_dot_92_bar__plus_00_dot_42 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable BasketBall_bar__minus_02_dot_90_bar__plus_00_dot_92_bar__plus_00_dot_42)
        (objectType KeyChain_bar__plus_00_dot_30_bar__plus_00_dot_58_bar__plus_00_dot_91 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_30_bar__plus_00_dot_58_bar__plus_00_dot_91 Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71)
        (objectAtLocation KeyChain_bar__plus_00_dot_30_bar__plus_00_dot_58_bar__plus_00_dot_91 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_30_bar__plus_00_dot_58_bar__plus_00_dot_91)
        (objectType KeyChain_bar__minus_02_dot_22_bar__plus_00_dot_34_bar__minus_02_dot_19 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_22_bar__plus_00_dot_34_bar__minus_02_dot_19 Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11)
        (objectAtLocation KeyChain_bar__minus_02_dot_22_bar__plus_00_dot_34_bar__minus_02_dot_19 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_22_bar__plus_00_dot_34_bar__minus_02_dot_19)
        (objectType Laptop_bar__minus_02_dot_21_bar__plus_01_dot_05_bar__minus_00_dot_59 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_21_bar__plus_01_dot_05_bar__minus_00_dot_59 Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11)
        (objectAtLocation Laptop_bar__minus_02_dot_21_bar__plus_01_dot_05_bar__minus_00_dot_59 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable Laptop_bar__minus_02_dot_21_bar__plus_01_dot_05_bar__minus_00_dot_59)
        (objectType Laptop_bar__minus_01_dot_65_bar__plus_00_dot_25_bar__minus_01_dot_85 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_65_bar__plus_00_dot_25_bar__minus_01_dot_85 Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69)
        (objectAtLocation Laptop_bar__minus_01_dot_65_bar__plus_00_dot_25_bar__minus_01_dot_85 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Laptop_bar__minus_01_dot_65_bar__plus_00_dot_25_bar__minus_01_dot_85)
        (objectType Pen_bar__minus_00_dot_92_bar__plus_00_dot_37_bar__minus_02_dot_60 PenType)
        (inReceptacle Pen_bar__minus_00_dot_92_bar__plus_00_dot_37_bar__minus_02_dot_60 Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11)
        (objectAtLocation Pen_bar__minus_00_dot_92_bar__plus_00_dot_37_bar__minus_02_dot_60 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable Pen_bar__minus_00_dot_92_bar__plus_00_dot_37_bar__minus_02_dot_60)
        (objectType Pencil_bar__minus_00_dot_94_bar__plus_01_dot_18_bar__plus_02_dot_51 PencilType)
        (inReceptacle Pencil_bar__minus_00_dot_94_bar__plus_01_dot_18_bar__plus_02_dot_51 Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71)
        (objectAtLocation Pencil_bar__minus_00_dot_94_bar__plus_01_dot_18_bar__plus_02_dot_51 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar__minus_00_dot_94_bar__plus_01_dot_18_bar__plus_02_dot_51)
        (objectType Pencil_bar__plus_00_dot_09_bar__plus_00_dot_36_bar__plus_00_dot_07 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_09_bar__plus_00_dot_36_bar__plus_00_dot_07 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_06_bar__plus_01_dot_51)
        (objectAtLocation Pencil_bar__plus_00_dot_09_bar__plus_00_dot_36_bar__plus_00_dot_07 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (pickupable Pencil_bar__plus_00_dot_09_bar__plus_00_dot_36_bar__plus_00_dot_07)
        (objectType TennisRacket_bar__minus_00_dot_15_bar__plus_00_dot_91_bar__plus_00_dot_68 TennisRacketType)
        (inReceptacle TennisRacket_bar__minus_00_dot_15_bar__plus_00_dot_91_bar__plus_00_dot_68 Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11)
        (objectAtLocation TennisRacket_bar__minus_00_dot_15_bar__plus_00_dot_91_bar__plus_00_dot_68 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable TennisRacket_bar__minus_00_dot_15_bar__plus_00_dot_91_bar__plus_00_dot_68)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
